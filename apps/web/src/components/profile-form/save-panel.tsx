import { profileMessages } from '@lodestar/contracts';
import { Button } from '../button';
import './profile-form.css';

/** SPEC.md §2: after any edit, a panel asks 'Do you want to save your changes?' with 'Save changes'. */
export function SavePanel({ saving }: { saving: boolean }) {
  return (
    <div className="save-panel" role="region" aria-label="Unsaved changes">
      <p className="save-panel__prompt">{profileMessages.savePrompt}</p>
      <Button type="submit" loading={saving}>
        {profileMessages.save}
      </Button>
    </div>
  );
}

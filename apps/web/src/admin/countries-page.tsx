import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { currentCountryCodes, type RestrictedCountryEntry } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionDialog, ReasonField } from './action-dialog';
import { restrictedCountriesQueryOptions, restrictedCountryActions } from './catalogue-api';
import { useStaffPage } from './use-staff-page';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => regionNames.of(code) ?? code;
const countryOptions = currentCountryCodes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** The countries the player site is closed to: added and removed with a reason, each change in the audit log. */
export function AdminCountriesPage() {
  useDocumentTitle('Restricted countries · Back office');
  const { signedOut } = useStaffPage();
  const countries = useQuery({ ...restrictedCountriesQueryOptions, enabled: !signedOut });
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<RestrictedCountryEntry>();
  const [notice, setNotice] = useState<string>();

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;

  const changed = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: restrictedCountriesQueryOptions.queryKey });
  };
  const listed = new Set(countries.data?.countries.map((entry) => entry.code));

  return (
    <section aria-labelledby="admin-countries-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Restricted countries
      </nav>
      <h1 id="admin-countries-title" className="admin__title">
        Restricted countries
      </h1>
      <p className="admin__muted">
        Visitors from these countries see the blocked page and cannot register or sign in. The back office stays open to staff.
      </p>
      <AddCountryForm listed={listed} onAdded={(message) => void changed(message)} />
      <FormAlert message={notice} tone="success" />
      {countries.isPending && <Spinner label="Loading the list" />}
      {countries.error && <LoadError what="The restricted countries" onRetry={() => void countries.refetch()} />}
      {countries.data && countries.data.countries.length === 0 && (
        <EmptyState title="No restricted country">The site is open everywhere. Add a country above to close it there.</EmptyState>
      )}
      {countries.data && countries.data.countries.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Countries the site is closed to</caption>
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col">Reason</th>
                <th scope="col">Added by</th>
                <th scope="col">Added</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {countries.data.countries.map((entry) => (
                <tr key={entry.code}>
                  <th scope="row">
                    {nameOf(entry.code)} <code className="admin-games__id">{entry.code}</code>
                  </th>
                  <td className="admin-countries__reason">{entry.reason}</td>
                  <td>{entry.addedBy ?? 'Configuration'}</td>
                  <td>{dateOf(entry.addedAt)}</td>
                  <td>
                    <Button variant="secondary" size="sm" onClick={() => setRemoving(entry)}>
                      Remove<span className="visually-hidden"> {nameOf(entry.code)}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removing && <RemoveCountryDialog entry={removing} onRemoved={(message) => void changed(message)} onClose={() => setRemoving(undefined)} />}
    </section>
  );
}

function AddCountryForm({ listed, onAdded }: { listed: Set<string>; onAdded: (message: string) => void }) {
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onAdded((await restrictedCountryActions.add({ code, reason })).message);
      setCode('');
      setReason('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.body.message : 'The server could not be reached. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel admin-countries__add" aria-labelledby="admin-countries-add" onSubmit={(event) => void submit(event)}>
      <h2 id="admin-countries-add" className="admin-panel__title">
        Close the site to a country
      </h2>
      <div className="admin-countries__fields">
        <label className="admin-field">
          <span>Country</span>
          <select className="admin-input" required value={code} onChange={(event) => setCode(event.target.value)}>
            <option value="">Choose a country…</option>
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code} disabled={listed.has(option.code)}>
                {option.name} ({option.code})
              </option>
            ))}
          </select>
        </label>
        <ReasonField value={reason} onChange={setReason} />
      </div>
      <FormAlert message={error} />
      <Button type="submit" variant="primary" loading={busy}>
        Add country
      </Button>
    </form>
  );
}

function RemoveCountryDialog({
  entry,
  onRemoved,
  onClose,
}: {
  entry: RestrictedCountryEntry;
  onRemoved: (message: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      title={`Open the site to ${nameOf(entry.code)} again?`}
      confirmLabel="Remove country"
      danger
      onConfirm={async () => onRemoved((await restrictedCountryActions.remove(entry.code, reason)).message)}
      onClose={onClose}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

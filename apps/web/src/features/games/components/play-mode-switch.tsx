import type { PlayMode } from '../api';
import './play-mode-switch.css';

const modes: { mode: PlayMode; label: string }[] = [
  { mode: 'real', label: 'Real money' },
  { mode: 'demo', label: 'Demo' },
];

/** Real money or demo; choosing the other one relaunches the game. */
export function PlayModeSwitch({ mode, onChange }: { mode: PlayMode; onChange: (mode: PlayMode) => void }) {
  return (
    <div className="play-mode-switch" role="group" aria-label="Play mode">
      {modes.map((option) => (
        <button
          key={option.mode}
          type="button"
          className="play-mode-switch__option"
          aria-pressed={mode === option.mode}
          onClick={() => mode !== option.mode && onChange(option.mode)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

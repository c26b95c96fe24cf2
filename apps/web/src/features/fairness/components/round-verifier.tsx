import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { studioGameKindOf, type CurrencyCode } from '@lodestar/contracts';
import { hashServerSeed, replayStudioRound, TableGameError, type ReplayResult, type StudioOutcome } from '@lodestar/games';
import { Button } from '@/components/button';
import { FieldError } from '@/components/field-error';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import {
  emptyVerifierValues,
  paramFieldsByKind,
  verifierFormSchema,
  verifierGames,
  type VerifierRequest,
  type VerifierValues,
} from '../verifier-form';
import { ReplayReport } from './replay-report';

/** A round of the player's history, to compare the replay with. */
export interface RecordedRound {
  outcome: StudioOutcome;
  stake: string;
  payout: string;
  currency: CurrencyCode;
}

export interface VerifierPrefill {
  values: VerifierValues;
  recorded?: RecordedRound;
}

export type Verification =
  | { status: 'replayed'; launchId: string; replay: ReplayResult; seedHash: string; expectedHash: string; recorded?: RecordedRound }
  | { status: 'refused'; message: string };

const slotGames = verifierGames.filter(({ launchId }) => studioGameKindOf(launchId) === 'slot');
const tableGames = verifierGames.filter(({ launchId }) => studioGameKindOf(launchId) !== 'slot');
const plinkoRows = Array.from({ length: 9 }, (_, index) => String(8 + index));

function verify({ replay, serverSeedHash }: VerifierRequest, recorded: RecordedRound | undefined): Verification {
  try {
    return {
      status: 'replayed',
      launchId: replay.launchId,
      replay: replayStudioRound(replay),
      seedHash: hashServerSeed(replay.fairness.serverSeed),
      expectedHash: serverSeedHash,
      recorded,
    };
  } catch (error) {
    // The engines refuse a bet or an action in the words the game itself would have used.
    if (error instanceof TableGameError) return { status: 'refused', message: error.message };
    throw error;
  }
}

/** A round sent from the player's history is verified at once, when its server seed is already revealed. */
function verifyPrefill({ values, recorded }: VerifierPrefill): Verification | undefined {
  const request = verifierFormSchema.safeParse(values);
  return request.success ? verify(request.data, recorded) : undefined;
}

/**
 * Anyone's verifier: seeds, nonce, stake and the game's parameters in, the round recomputed in this browser with the
 * same engines the server plays, and the seed checked against the hash shown before play. `prefill` (a round of the
 * player's history) fills the form and verifies at once when its seed is revealed; the page mounts a fresh verifier
 * for each prefill.
 */
export function RoundVerifier({ prefill }: { prefill: VerifierPrefill | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const betsId = useId();
  const [verification, setVerification] = useState(() => (prefill ? verifyPrefill(prefill) : undefined));
  const form = useForm<VerifierValues, unknown, VerifierRequest>({
    resolver: zodResolver(verifierFormSchema),
    defaultValues: prefill?.values ?? emptyVerifierValues,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const kind = studioGameKindOf(useWatch({ control: form.control, name: 'launchId' })) ?? 'dice';
  const fields: readonly string[] = paramFieldsByKind[kind];

  // The recorded round is compared only while the form still holds that round.
  const runVerification = form.handleSubmit((request) => {
    const unchanged = prefill && JSON.stringify(form.getValues()) === JSON.stringify(prefill.values);
    setVerification(verify(request, unchanged ? prefill.recorded : undefined));
  });

  useEffect(() => {
    if (!prefill) return;
    headingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [prefill]);

  return (
    <section className="fairness-card fairness-stack" aria-labelledby="fairness-verifier-title">
      <div>
        <h2 id="fairness-verifier-title" ref={headingRef} tabIndex={-1} className="fairness-card__title">
          Verify a round
        </h2>
        <p className="fairness-card__text">
          Recompute any round of Lodestar Originals from its seeds, right here in your browser, with the same game code the casino runs.
        </p>
      </div>
      {prefill && !prefill.values.serverSeed && (
        <p className="fairness-note">The server seed of this round is still secret. Rotate your seed to reveal it, then paste it here and verify.</p>
      )}
      <form className="fairness-verifier" onSubmit={runVerification} noValidate>
        <SelectField label="Game" error={errors.launchId?.message} {...register('launchId', { onChange: () => setVerification(undefined) })}>
          <optgroup label="Slots">
            {slotGames.map((game) => (
              <option key={game.launchId} value={game.launchId}>
                {game.name}
              </option>
            ))}
          </optgroup>
          <optgroup label="Table and instant games">
            {tableGames.map((game) => (
              <option key={game.launchId} value={game.launchId}>
                {game.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <TextField label="Client seed" autoComplete="off" spellCheck={false} error={errors.clientSeed?.message} {...register('clientSeed')} />
        <TextField label="Nonce" inputMode="numeric" autoComplete="off" error={errors.nonce?.message} {...register('nonce')} />
        {kind !== 'roulette' && (
          <TextField
            label="Stake (minor units)"
            inputMode="numeric"
            autoComplete="off"
            hint="In the smallest unit of the currency: 100 is 1.00 EUR."
            error={errors.stake?.message}
            {...register('stake')}
          />
        )}
        <TextField
          label="Server seed"
          className="fairness-verifier__wide"
          autoComplete="off"
          spellCheck={false}
          error={errors.serverSeed?.message}
          {...register('serverSeed')}
        />
        <TextField
          label="Server seed hash shown before play"
          className="fairness-verifier__wide"
          autoComplete="off"
          spellCheck={false}
          hint="Optional: the SHA-256 hash to check the server seed against."
          error={errors.serverSeedHash?.message}
          {...register('serverSeedHash')}
        />
        {fields.includes('target') && (
          <TextField
            label={kind === 'limbo' ? 'Target multiplier' : 'Target'}
            inputMode="decimal"
            autoComplete="off"
            error={errors.target?.message}
            {...register('target')}
          />
        )}
        {fields.includes('direction') && (
          <SelectField label="Roll" error={errors.direction?.message} {...register('direction')}>
            <option value="over">Over</option>
            <option value="under">Under</option>
          </SelectField>
        )}
        {fields.includes('rows') && (
          <SelectField label="Rows" error={errors.rows?.message} {...register('rows')}>
            {plinkoRows.map((rows) => (
              <option key={rows}>{rows}</option>
            ))}
          </SelectField>
        )}
        {fields.includes('risk') && (
          <SelectField label="Risk" error={errors.risk?.message} {...register('risk')}>
            <option value="low">Low</option>
            <option value="medium">Medium</option>
            <option value="high">High</option>
          </SelectField>
        )}
        {fields.includes('picks') && (
          <TextField
            label="Picked numbers"
            autoComplete="off"
            hint="1 to 10 numbers from 1 to 40, e.g. 3, 17, 28."
            error={errors.picks?.message}
            {...register('picks')}
          />
        )}
        {fields.includes('mineCount') && (
          <TextField label="Mines" inputMode="numeric" autoComplete="off" error={errors.mineCount?.message} {...register('mineCount')} />
        )}
        {fields.includes('actions') && (
          <TextField
            label="Actions, in order"
            className="fairness-verifier__wide"
            autoComplete="off"
            spellCheck={false}
            hint={kind === 'mines' ? 'e.g. reveal 12, reveal 7, cashout' : 'e.g. hit, stand — or split, double, insurance, no-insurance'}
            error={errors.actions?.message}
            {...register('actions')}
          />
        )}
        {fields.includes('bets') && (
          <div className="field fairness-verifier__wide">
            <label className="field__label" htmlFor={betsId}>
              Bets (JSON)
            </label>
            <textarea
              id={betsId}
              className="field__input fairness-mono fairness-verifier__bets"
              rows={4}
              spellCheck={false}
              placeholder='[{"type":"straight","numbers":[17],"stake":"100"},{"type":"red","stake":"250"}]'
              aria-invalid={errors.bets ? true : undefined}
              aria-describedby={errors.bets ? `${betsId}-error` : undefined}
              {...register('bets')}
            />
            <FieldError id={`${betsId}-error`} message={errors.bets?.message} />
          </div>
        )}
        <div className="fairness-verifier__submit">
          <Button type="submit" size="lg">
            Verify
          </Button>
        </div>
      </form>
      {verification && <ReplayReport verification={verification} />}
    </section>
  );
}

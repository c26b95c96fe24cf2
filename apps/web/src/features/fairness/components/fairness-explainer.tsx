import { fairnessConversions } from '@lodestar/games';

const steps = [
  {
    title: 'We commit before you bet',
    text: 'A secret server seed decides our side of every round. Before your first bet you see its SHA-256 hash, so the seed can no longer change without the hash giving it away.',
  },
  {
    title: 'You add your own seed',
    text: 'Your client seed is mixed into every result. Set it to anything you like: nobody, not even us, can know in advance what your seed will turn the server seed into. A new client seed starts a new seed pair.',
  },
  {
    title: 'Every bet is a new nonce',
    text: 'The nonce counts your bets with a seed pair: 0, 1, 2 … Each bet reads HMAC_SHA256(serverSeed, clientSeed:nonce:round), 32 bytes per round; round is 0, then 1, 2 … when a game needs more.',
  },
  {
    title: 'Rotate to reveal',
    text: 'When you rotate the pair, or set a new client seed, the server seed in play is revealed and a fresh one takes over from nonce 0. Check that its SHA-256 is the hash you were shown, then recompute any round with it below.',
  },
];

/** The provably fair scheme in plain words, with the formulas a player needs to check a round by hand. */
export function FairnessExplainer() {
  return (
    <section className="fairness-card fairness-stack" aria-labelledby="fairness-how-title">
      <h2 id="fairness-how-title" className="fairness-card__title">
        How it works
      </h2>
      <ol className="fairness-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="fairness-steps__item">
            <span className="fairness-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="fairness-steps__title">{step.title}</h3>
              <p className="fairness-card__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="fairness-formula">
        <p className="fairness-formula__label">From bytes to a result</p>
        <p className="fairness-formula__text">
          Every 4 bytes b₀ b₁ b₂ b₃ of the HMAC make one float from 0 to 1: <code>b₀ ÷ 256 + b₁ ÷ 256² + b₂ ÷ 256³ + b₃ ÷ 256⁴</code>. Eight floats
          per round, used in order. Where Stake publishes a game (marked ✓), we use Stake’s conversion exactly, so any Stake-style verifier gives our
          result:
        </p>
        <dl className="fairness-uses">
          {fairnessConversions.map(({ games, conversion, stakeCompatible }) => (
            <div key={games} className="fairness-uses__row">
              <dt>
                {games}
                {stakeCompatible ? (
                  <>
                    <span aria-hidden="true"> ✓</span>
                    <span className="visually-hidden"> (Stake’s published conversion)</span>
                  </>
                ) : null}
              </dt>
              <dd>{conversion}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import { MINIMUM_AGE } from '@lodestar/contracts/schema-free';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeHero } from './home-hero';
import { HomeLobby } from './home-lobby';
import './home-page.css';

const steps = [
  {
    title: 'Create your account',
    text: 'Register with your email in under a minute and choose the currency of your first wallet.',
  },
  {
    title: 'Deposit your way',
    text: 'Pay by card or local methods, buy crypto in the cashier, or send coins to your personal address.',
  },
  {
    title: 'Play and cash out',
    text: 'Withdraw winnings in crypto or fiat once your identity and address are verified.',
  },
];

function FairIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 4l16 6v12c0 10-7 18-16 22C15 40 8 32 8 22V10z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M17 24l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CashoutIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="17" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M26 8l-8 18h8l-4 14 10-20h-8z" fill="currentColor" />
    </svg>
  );
}

function ResponsibleIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <text x="24" y="29.5" textAnchor="middle" fontSize="15" fontWeight="800" fill="currentColor" fontFamily="system-ui, sans-serif">
        {MINIMUM_AGE}+
      </text>
    </svg>
  );
}

const promises = [
  {
    icon: <FairIcon />,
    title: 'Provably fair',
    text: 'Every round of Lodestar Originals comes from a server seed whose hash you see before you bet. Check any result yourself, in your browser.',
  },
  {
    icon: <CashoutIcon />,
    title: 'Fast cashouts',
    text: 'Crypto and fiat withdrawals are reviewed by our team and paid to the account you choose. No hidden fees from our side.',
  },
  {
    icon: <ResponsibleIcon />,
    title: `Responsible gaming, ${MINIMUM_AGE}+`,
    text: `Only players aged ${MINIMUM_AGE} or older may play. Set limits or self-exclude from your profile at any time.`,
  },
];

export function HomePage() {
  useDocumentTitle();
  const session = useSession();

  return (
    <div className="home">
      <HomeHero />

      <HomeLobby signedIn={session.state === 'signed-in'} />

      <section className="home-section page-container" aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title" className="home-section__title">
          How it works
        </h2>
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section page-container" aria-labelledby="promises-title">
        <h2 id="promises-title" className="home-section__title">
          Why players trust Lodestar
        </h2>
        <ul className="promises">
          {promises.map((promise) => (
            <li key={promise.title} className="promises__item">
              <span className="promises__icon">{promise.icon}</span>
              <h3 className="promises__title">{promise.title}</h3>
              <p className="promises__text">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

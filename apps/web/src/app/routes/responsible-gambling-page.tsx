import { Link } from 'react-router';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '@lodestar/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';
import './responsible-gambling-page.css';

const helpOrganisations = [
  {
    name: 'GamCare',
    url: 'https://www.gamcare.org.uk',
    text: 'Free, confidential support and the National Gambling Helpline: 0808 8020 133, day and night.',
  },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org', text: 'Advice, self-assessment and treatment options across Great Britain.' },
  {
    name: 'Gamblers Anonymous',
    url: 'https://www.gamblersanonymous.org.uk',
    text: 'Meetings with others who share the same problem, in person and online.',
  },
];

export function ResponsibleGamblingPage() {
  useDocumentTitle('Responsible gambling');
  return (
    <div className="content-page page-container">
      <header className="content-page__header">
        <p className="content-page__eyebrow">Play safe</p>
        <h1 className="content-page__title">Responsible gambling</h1>
        <p className="content-page__lede">
          Gambling should stay entertainment, never a way to make money or to escape problems. These tools help you stay in control, and they are
          always a click away in your profile.
        </p>
      </header>
      <article className="legal">
        <section>
          <h2>
            <span className="age-badge" aria-hidden="true">
              {MINIMUM_AGE}+
            </span>{' '}
            Only adults may play
          </h2>
          <p>
            You must be {MINIMUM_AGE} or older to open an account and play. We verify the age and identity of our players and close accounts of anyone
            underage.
          </p>
        </section>
        <section>
          <h2>Your tools</h2>
          <ul>
            <li>
              <strong>Deposit, loss and wager limits</strong> per day, week or month. <Link to="/profile/account/limits">Set your limits</Link>. A
              lower limit applies at once; a higher one after 24 hours. You are asked to set a deposit limit before your first deposit.
            </li>
            <li>
              <strong>Time-out</strong> for 24 hours, 7 days or 30 days, and <strong>self-exclusion</strong> for 6 months, 1 year, 5 years or
              permanently. <Link to="/profile/account/self-exclusion">Take a break</Link>. Every session ends at once and a break cannot be lifted
              early; during it you can still sign in to withdraw your balance.
            </li>
            <li>
              <strong>Your history</strong>: every round you played is in your profile’s game history, with stakes and prizes.
            </li>
          </ul>
        </section>
        <section>
          <h2>Signs to watch for</h2>
          <ul>
            <li>Spending more money or time than you planned, or chasing losses.</li>
            <li>Borrowing money, or hiding your gambling from the people close to you.</li>
            <li>Feeling anxious, irritable or low when you are not gambling.</li>
          </ul>
        </section>
        <section>
          <h2>Where to get help</h2>
          <ul>
            {helpOrganisations.map((organisation) => (
              <li key={organisation.name}>
                <strong>{organisation.name}</strong> —{' '}
                <a href={organisation.url} target="_blank" rel="noreferrer">
                  {organisation.url.replace('https://', '')}
                </a>
                . {organisation.text}
              </li>
            ))}
          </ul>
          <p>
            Our support team can also set a break or limits for you: write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </article>
    </div>
  );
}

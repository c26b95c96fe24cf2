import type { CurrentIp } from '@lodestar/contracts';
import { SUPPORT_EMAIL, messages } from '@lodestar/contracts/schema-free';
import { Logo } from '@/components/logo';
import './blocked-page.css';

/** The only thing a visitor from a restricted country sees (SPEC.md §4, country gate). */
export function BlockedPage({ ip }: { ip: CurrentIp }) {
  return (
    <main className="blocked-page">
      <div className="blocked-page__card">
        <Logo />
        <svg className="blocked-page__art" viewBox="0 0 160 160" aria-hidden="true" focusable="false">
          <defs>
            <radialGradient id="blocked-globe" cx="40%" cy="35%" r="70%">
              <stop offset="0" stopColor="#3a2f7a" />
              <stop offset="1" stopColor="#141a3d" />
            </radialGradient>
          </defs>
          <circle cx="80" cy="80" r="62" fill="url(#blocked-globe)" stroke="#9a7bff" strokeOpacity="0.6" strokeWidth="2" />
          <ellipse cx="80" cy="80" rx="26" ry="62" fill="none" stroke="#9a7bff" strokeOpacity="0.45" strokeWidth="1.5" />
          <path d="M18 80h124M26 50h108M26 110h108" stroke="#9a7bff" strokeOpacity="0.45" strokeWidth="1.5" />
          <circle cx="80" cy="80" r="74" fill="none" stroke="#ff8f8f" strokeWidth="6" />
          <path d="M28 28l104 104" stroke="#ff8f8f" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <h1 className="blocked-page__title">{messages.blockedPage.title(ip.country)}</h1>
        <p className="blocked-page__text">{messages.blockedPage.unavailable(ip.country)}</p>
        <p className="blocked-page__text">{messages.blockedPage.vpn}</p>
        <p className="blocked-page__support">
          {messages.blockedPage.support} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
    </main>
  );
}

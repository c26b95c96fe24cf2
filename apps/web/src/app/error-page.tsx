import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { messages } from '@lodestar/contracts/schema-free';
import { Button, buttonClassName } from '@/components/button';
import { Logo } from '@/components/logo';
import { isChunkLoadError, reloadOnceForStaleChunk } from '@/lib/stale-chunk';
import { useDocumentTitle } from '@/lib/use-document-title';
import './error-page.css';

/** The router's error boundary: the page that failed tells which page to show. */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}

/**
 * The 500 page. Go Back is a full page load: after a crash, nothing in memory is trusted. A page whose code a
 * deploy replaced reloads once to fetch the new build; if that did not help, it says so and offers a reload.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const staleChunk = isChunkLoadError(error);
  useEffect(() => {
    if (staleChunk) reloadOnceForStaleChunk();
  }, [staleChunk]);
  useDocumentTitle(staleChunk ? messages.staleChunkPage.title : messages.errorPage.title);
  return (
    <main className="error-page">
      <a href="/" className="error-page__logo" aria-label="Lodestar home">
        <Logo />
      </a>
      <div className="error-page__card">
        <svg className="error-page__art" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="error-page-star" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#ffe29a" />
              <stop offset="1" stopColor="#e39a1f" />
            </linearGradient>
          </defs>
          <path d="M30 96 Q100 -10 170 96" fill="none" stroke="#9a7bff" strokeOpacity="0.5" strokeWidth="2" strokeDasharray="4 6" />
          <g transform="translate(150 64) rotate(28)">
            <path d="M0 -18l4 14 14 4-14 4-4 14-4-14-14-4 14-4z" fill="url(#error-page-star)" />
          </g>
          <path d="M118 40 L142 56" stroke="#ffdd8a" strokeOpacity="0.5" strokeWidth="3" strokeLinecap="round" />
          <path d="M108 30 L126 41" stroke="#ffdd8a" strokeOpacity="0.25" strokeWidth="2" strokeLinecap="round" />
          <circle cx="40" cy="24" r="1.6" fill="#c4b2ff" />
          <circle cx="70" cy="12" r="1.2" fill="#ffdd8a" />
          <circle cx="178" cy="22" r="1.8" fill="#c4b2ff" />
        </svg>
        {staleChunk ? (
          <>
            <h1 className="error-page__title">{messages.staleChunkPage.title}</h1>
            <p className="error-page__text">{messages.staleChunkPage.text}</p>
            <Button size="lg" onClick={() => window.location.reload()}>
              {messages.staleChunkPage.reload}
            </Button>
          </>
        ) : (
          <>
            <p className="error-page__code">{messages.errorPage.code}</p>
            <h1 className="error-page__title">{messages.errorPage.title}</h1>
            <p className="error-page__text">{messages.errorPage.text}</p>
            <a href="/" className={buttonClassName({ size: 'lg' })}>
              {messages.errorPage.back}
            </a>
          </>
        )}
      </div>
    </main>
  );
}

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHasCookieConsent } from '@/lib/cookie-consent';
import { useSiteConfiguration } from '@/lib/platform-api';
import './chat-launcher.css';

// The panel, its styles and the chat calls are their own chunk: the first load of every page carries only this button.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/**
 * The chat button of every page, bottom right (below the footer on a game page, where the game's controls fill
 * the window). An operator's own widget (LIVE_CHAT_SCRIPT_URL) replaces it, loaded only once cookies are accepted.
 */
export function ChatLauncher() {
  const configuration = useSiteConfiguration();
  const thirdParty = configuration.data?.liveChatScriptUrl;
  if (configuration.isPending) return null;
  if (thirdParty) return <ThirdPartyChat src={thirdParty} />;
  return <OwnChat />;
}

function OwnChat() {
  const onGamePage = useLocation().pathname.startsWith('/game/');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Back to where the keyboard was: the button that opened the panel.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={onGamePage ? 'chat-launcher chat-launcher--in-flow' : 'chat-launcher'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 016.5 3h11A2.5 2.5 0 0120 5.5v8a2.5 2.5 0 01-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 014 13.5z"
            fill="currentColor"
          />
        </svg>
        <span>Chat with us</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}

function ThirdPartyChat({ src }: { src: string }) {
  const consented = useHasCookieConsent();
  useEffect(() => {
    if (!consented || document.querySelector(`script[data-live-chat]`)) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.liveChat = 'true';
    document.body.append(script);
  }, [consented, src]);
  return null;
}

import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { ChatLauncher } from '@/features/support-chat/chat-launcher';
import { ModalHost } from '../modal-host';
import { CookieNotice } from './cookie-notice';
import { ProcessOverlay } from './process-overlay';
import { SiteFooter } from './site-footer';
import './app-layout.css';

interface SiteShellProps {
  header: ReactNode;
  /** The page is behind a modal or a dialog that must be answered first. */
  inert: boolean;
  children: ReactNode;
  /** Above the modal host, below the process overlay and toasts (the reality check sits over any modal). */
  overlays?: ReactNode;
}

/** What the full site and the withdraw-only site share: skip link, header, main, footer, chat, modals and toasts. */
export function SiteShell({ header, inert, children, overlays }: SiteShellProps) {
  return (
    <>
      {/* Behind an open modal the page is inert: it takes no focus or clicks and browsers drop it from the
          accessibility tree (aria-modal alone is not honoured everywhere). It stays rendered, so the balance in
          the header visibly updates while a deposit modal is open. Toasts, the overlay and the modal itself
          live outside it. */}
      <div className="app-shell" inert={inert}>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        {header}
        <main id="main-content" className="app-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <CookieNotice />
        <ChatLauncher />
      </div>
      <ModalHost />
      {overlays}
      <ProcessOverlay />
      <ToastViewport />
    </>
  );
}

import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import './sign-in-prompt.css';

/** Shown by pages that need a player when nobody is signed in. */
export function SignInPrompt() {
  const openModal = useOpenModal();
  return (
    <section className="sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <svg className="sign-in-prompt__art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <rect x="20" y="40" width="56" height="42" rx="10" fill="#1a2146" stroke="#9a7bff" strokeWidth="2" />
        <path d="M32 40V30a16 16 0 0132 0v10" fill="none" stroke="#9a7bff" strokeWidth="4" strokeLinecap="round" />
        <path d="M48 52l2.4 6.6L57 61l-6.6 2.4L48 70l-2.4-6.6L39 61l6.6-2.4z" fill="#f5b942" />
      </svg>
      <h1 id="sign-in-prompt-title" className="sign-in-prompt__title">
        Please log in to continue
      </h1>
      <p className="sign-in-prompt__text">Your profile, security settings and promotions are waiting behind your login.</p>
      <Button size="lg" onClick={() => openModal({ kind: 'login' })}>
        Sign in
      </Button>
    </section>
  );
}

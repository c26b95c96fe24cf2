import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { HeroArt } from './hero-art';
import './home-page.css';

const walletCurrencies = ['EUR', 'USD', 'CAD', 'GBP', 'BRL', 'BTC', 'ETH', 'LTC', 'DOGE', 'USDT', 'TRX'];

/** The first screen of the home page; the server also sends it pre-rendered (src/prerender) so it paints at once. */
export function HomeHero() {
  const session = useSession();
  const openModal = useOpenModal();
  return (
    <section className={`hero page-container${session.state === 'signed-in' ? ' hero--player' : ''}`} aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="hero__eyebrow">Fiat &amp; crypto casino</p>
        <h1 id="hero-title" className="hero__title">
          Follow your <span className="hero__title-accent">lucky star</span>
        </h1>
        <p className="hero__lede">
          Lodestar is a casino you can check: provably fair Originals, wallets in eleven currencies side by side, and cashouts reviewed by people. New
          players start with 150 free spins.
        </p>
        <div className="hero__actions">
          {session.state === 'signed-in' ? (
            <>
              <Link to="/games" className={buttonClassName({ size: 'lg' })}>
                Browse games
              </Link>
              <Link to="/profile/account/general" className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                My profile
              </Link>
            </>
          ) : (
            <>
              <Button size="lg" onClick={() => openModal({ kind: 'register' })}>
                Claim welcome bonus
              </Button>
              <Button size="lg" variant="secondary" onClick={() => openModal({ kind: 'login' })}>
                I have an account
              </Button>
            </>
          )}
        </div>
        <ul className="hero__currencies" aria-label="Wallet currencies">
          {walletCurrencies.map((currency) => (
            <li key={currency}>{currency}</li>
          ))}
        </ul>
      </div>
      <div className="hero__art">
        <HeroArt />
      </div>
    </section>
  );
}

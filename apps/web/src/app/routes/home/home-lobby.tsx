import { useFavorites, useFeaturedGames, useJackpotGames, useNewGames, useRecentlyPlayed, useTopGames } from '@/features/games/api';
import { JackpotMeter } from '@/features/games/components/jackpot-meter';
import { LobbySection } from '@/features/games/components/lobby-section';
import { WinnersPanel } from '@/features/games/components/winners-panel';
import './home-lobby.css';

function FavoritesSection() {
  return <LobbySection title="Your favourites" games={useFavorites()} empty="Press the heart on a game's page and it will wait for you here." />;
}

/**
 * Shown only once the player is known to have played: a row that appeared as a placeholder and then vanished for
 * every new player would push the lobby up and down for nothing.
 */
function RecentlyPlayedSection() {
  const recentlyPlayed = useRecentlyPlayed();
  if (!recentlyPlayed.data?.length) return null;
  return <LobbySection title="Recently played" lede="Pick up where you left off" games={recentlyPlayed} empty={null} />;
}

/** The lobby of the home page: the game lists of SPEC.md §7, the live jackpot and who has been winning. */
export function HomeLobby({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="home-lobby page-container">
      {signedIn && <RecentlyPlayedSection />}
      {signedIn && <FavoritesSection />}
      <LobbySection
        title="Top games"
        lede="What players love most this month"
        games={useTopGames()}
        empty="Once players start spinning, the most played games show up here."
        seeAll={{ to: '/games', label: 'All games' }}
      />
      <LobbySection
        title="Jackpot games"
        lede="Every spin feeds one progressive jackpot"
        games={useJackpotGames()}
        empty="No jackpot game is open right now."
        seeAll={{ to: '/games?category=jackpot', label: 'All jackpot games' }}
        banner={<JackpotMeter />}
        className="home-lobby__jackpot"
      />
      <LobbySection
        title="New games"
        lede="Fresh from the Lodestar studio"
        games={useNewGames()}
        empty="No new games this month. The studio is at work on the next ones."
      />
      <LobbySection title="Featured games" lede="Hand-picked by our team" games={useFeaturedGames()} empty="No featured games right now." />
      <div className="home-lobby__winners">
        <WinnersPanel kind="latest" />
        <WinnersPanel kind="top" />
      </div>
    </div>
  );
}

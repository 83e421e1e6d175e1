import { CaseSections } from '../components/case-sections';
import { EventCard } from '../components/event-card';
import { FreeCasesBanner, PacksBanner } from '../components/home-banners';
import { ModeTiles } from '../components/mode-tiles';
import styles from './home-page.module.css';

/** The main page under the hero: the event card and the flagged banners, the case showcase, then the game modes. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <EventCard />
      <FreeCasesBanner />
      <PacksBanner />
      <CaseSections />
      <ModeTiles />
    </div>
  );
}

import { CaseSections } from '../components/case-sections';
import { EventCard } from '../components/event-card';
import { ModeTiles } from '../components/mode-tiles';
import styles from './home-page.module.css';

/** The main page under the hero: the case showcase, then the game modes. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <EventCard />
      <CaseSections />
      <ModeTiles />
    </div>
  );
}

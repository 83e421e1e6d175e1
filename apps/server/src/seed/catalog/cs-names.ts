import { CS2_ITEMS } from '@ianlucas/cs2-lib';
import { russian } from '@ianlucas/cs2-lib/translations';

/** The Russian name of the game's case for a collection (`Кейс «Лихорадка»`), without the `Контейнер |` prefix. */
export function russianCaseName(collection: string): string | undefined {
  const container = CS2_ITEMS.find((i) => i.type === 'case' && i.collection === collection && (i.keys?.length ?? 0) > 0);
  const name = container && russian[String(container.id)]?.name;
  return name?.replace(/^[^|]*\|\s*/, '');
}

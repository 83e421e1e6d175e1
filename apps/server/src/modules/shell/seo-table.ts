import { buildSiteConfig, type Game } from '@tastydrop/domain';
import { brandedText, caseHeading, prettifyCaseName, type SeoEntry, type SeoText } from './seo-text.js';
import { CS_DEFAULT_SEO, CS_NOT_FOUND_SEO, CS_SEO_TABLE, csCaseSeo } from './seo-table-cs.js';

export { prettifyCaseName, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoEntry, type SeoText } from './seo-text.js';

/** Texts for unknown paths and the main page: the site configuration's own SEO copy. */
export const DEFAULT_SEO: SeoText = buildSiteConfig({ game: 'dota', baseUrl: '', authProviders: [] }).seo;

const text = brandedText('TastyDrop');

const PRIVACY = text(
  'Политика конфиденциальности и правила акций',
  'Как TastyDrop собирает, использует и защищает персональные данные, а также правила проведения событий, розыгрышей и акций.',
);
const SAPPER = text(
  'Сапёр: мини-игра на скины Dota 2',
  'Мини-игра «Сапёр» в стиле Techies: открывайте клетки, обходите мины и забирайте выигрыш. Каждый результат можно проверить.',
);
/** An unknown path, or a case that does not exist. */
export const NOT_FOUND_SEO = text('Страница не найдена', 'Такой страницы на TastyDrop нет: возможно, ссылка устарела или в адресе опечатка. Перейдите на главную.');
const NEW_CASES = text('Новые кейсы события', 'Новые кейсы Dota 2 текущего события TastyDrop: свежие предметы, шансы выпадения и ожидаемая стоимость каждого кейса.');
const FAIR_INSTRUCTIONS = text('Как работает честная игра', 'Как TastyDrop вычисляет каждый результат: HMAC-SHA512, сиды, nonce и билет от 1 до 100000. Пошаговая инструкция и пример проверки.');
const PROFILE = text('Профиль игрока', 'Профиль игрока TastyDrop: уровень, открытые кейсы, лучшие предметы и инвентарь.');

/** Texts of a case page from the case's own (Russian) title. */
export function caseSeo(title: string, game: Game = 'dota'): SeoText {
  if (game === 'cs') return csCaseSeo(title);
  const heading = caseHeading(title);
  return text(
    `${heading}: открыть онлайн`,
    `Откройте ${heading.replace(/^Кейс/, 'кейс')} на TastyDrop: шанс каждого предмета, ожидаемая стоимость и RTP. Вывод выигрыша в Steam за минуту.`,
  );
}

function openCase(param: string): SeoText {
  const name = prettifyCaseName(param);
  if (!name) return text('Открыть кейс Dota 2', 'Содержимое кейса, шанс каждого предмета, ожидаемая стоимость и RTP. Вывод выигрыша в Steam за минуту.');
  return text(
    `Кейс ${name}: открыть онлайн`,
    `Откройте кейс ${name} на TastyDrop: шанс каждого предмета, ожидаемая стоимость и RTP. Вывод выигрыша в Steam за минуту.`,
  );
}

/** The operator console's pages (staff only; the console sets its own title once open). */
const CONSOLE = text('Пульт оператора', 'Служебный раздел TastyDrop для сотрудников.');

/** Every client route of the site with its Russian title and description. */
export const SEO_TABLE: ReadonlyMap<string, SeoEntry> = new Map<string, SeoEntry>([
  ['/', DEFAULT_SEO],
  ['/land1', text('Открой первый кейс Dota 2', 'Откройте первый кейс Dota 2 на TastyDrop: арканы, бессмертные предметы и вывод в Steam за минуту. Вход через Steam, Google или VK.')],
  ['/sapper', SAPPER],
  ['/ninja-defuse', SAPPER],
  ['/techies', SAPPER],
  ['/faq', text('Вопросы и ответы', 'Ответы на частые вопросы: вход и аккаунт, кейсы и шансы, честная игра, вывод предметов в Steam, пополнение, битвы, апгрейды и контракты.')],
  ['/stats', text('Статистика кейсов: реальный RTP', 'Сколько каждый кейс TastyDrop возвращает игрокам на самом деле: заявленный и фактический RTP по всем открытиям.')],
  ['/bonuses', text('Бонусы и бесплатные кейсы', 'Бонусы TastyDrop: бесплатные и ежедневные кейсы, задания за монеты, промокоды и бонусы к пополнению баланса.')],
  ['/cookies', text('Политика использования cookie', 'Какие файлы cookie использует TastyDrop, зачем они нужны, сколько хранятся и как управлять ими в браузере.')],
  ['/contacts', text('Контакты и служба поддержки', 'Как связаться с поддержкой TastyDrop, контакты для партнёров и рекламодателей, юридические данные компании.')],
  ['/upgrades', text('Апгрейд скинов Dota 2', 'Улучшайте предметы Dota 2: поставьте до 15 скинов, выберите цель дороже и испытайте шанс. Шанс и диапазон билетов видны до броска.')],
  ['/daily-cases', text('Ежедневные бесплатные кейсы', 'Забирайте бесплатные ежедневные кейсы Dota 2 на TastyDrop: чем выше ваш уровень, тем ценнее кейсы.')],
  ['/leaderboard', text('Таблица лидеров', 'Соревнуйтесь с игроками TastyDrop в таблице лидеров: поднимайтесь в рейтинге и получайте призы по итогам периода.')],
  ['/offers-shop', text('Магазин предложений', 'Специальные предложения TastyDrop: наборы кейсов и бонусы для игроков Dota 2 по выгодной цене.')],
  ['/skin-exchange', text('Обмен скинов Dota 2', 'Обменивайте скины Dota 2 из инвентаря TastyDrop на другие предметы подходящей стоимости.')],
  ['/quick-sale', text('Быстрая продажа предметов', 'Продайте дешёвые предметы Dota 2 из инвентаря TastyDrop разом: выберите порог цены, отметьте предметы и получите деньги на баланс.')],
  ['/user-agreement', text('Пользовательское соглашение', 'Условия использования TastyDrop: аккаунт, баланс и виртуальные предметы, покупки, вывод, честная игра, ответственность и споры.')],
  ['/event', text('Событие: кейсы, задания и призы', 'Участвуйте в событии TastyDrop: выполняйте задания боевого пропуска, зарабатывайте монеты, открывайте событийные кейсы и забирайте призы.')],
  ['/event/top', text('Топ игроков события', 'Рейтинг участников текущего события TastyDrop: места, прогресс и призы лучших игроков.')],
  ['/event/new-cases', NEW_CASES],
  ['/newCases', NEW_CASES],
  ['/new-cases', NEW_CASES],
  ['/event/coin-cases', text('Кейсы за монеты', 'Тратьте монеты события на монетные кейсы TastyDrop: чем выше уровень, тем больше кейсов доступно.')],
  ['/event/raffle', text('Розыгрыш события', 'Розыгрыш призов среди участников события TastyDrop: билеты за ивентовые кейсы, победители и честная проверка жеребьёвки.')],
  ['/event-condition', PRIVACY],
  ['/privacy-policy', PRIVACY],
  ['/top', text('Таблицы лидеров и призы', 'Таблицы лидеров TastyDrop: призовой фонд, ваше место и время до конца периода. Лучшие игроки получают скины Dota 2.')],
  ['/profile', PROFILE],
  ['/profile/:id', PROFILE],
  ['/open/:caseName', openCase],
  ['/refill', text('Пополнение баланса', 'Пополните баланс TastyDrop картой или другим удобным способом. Бонусы за сумму пополнения и промокоды.')],
  ['/refill/result', text('Результат пополнения', 'Статус платежа на TastyDrop: зачисление средств на баланс и начисленные бонусы.')],
  ['/refill/unauth', text('Войдите, чтобы пополнить баланс', 'Войдите через Steam, Google или VK либо создайте аккаунт за секунду, чтобы пополнить баланс TastyDrop.')],
  ['/cardform', text('Оплата банковской картой', 'Оплата банковской картой для пополнения баланса TastyDrop: данные карты передаются напрямую платёжному провайдеру.')],
  ['/battles', text('Битвы кейсов Dota 2', 'Битвы кейсов: до 4 игроков открывают одинаковые кейсы, победитель забирает все предметы. Присоединяйтесь или создайте свою битву.')],
  ['/battles/create', text('Создать битву кейсов', 'Выберите кейсы и количество раундов, чтобы создать битву на TastyDrop и сразиться с другими игроками.')],
  ['/battles/details', text('Как проходят битвы кейсов', 'Как устроены битвы кейсов на TastyDrop: места, раунды, определение победителя и проверка честности.')],
  ['/battles/history', text('История битв', 'Завершённые битвы кейсов на TastyDrop: участники, выпавшие предметы и победители.')],
  ['/battles/statistics', text('Статистика битв', 'Ваша статистика битв кейсов на TastyDrop: число битв, победы, процент побед и самый крупный выигрыш.')],
  ['/battles/:battleId', text('Битва кейсов', 'Битва кейсов Dota 2 в реальном времени: раунды, выпавшие предметы и итоговые суммы участников.')],
  ['/contracts', text('Контракты: обмен скинов Dota 2', 'Вложите от 3 до 10 предметов в контракт и получите один новый предмет, стоимость которого зависит от суммы вложенного.')],
  ['/provably-fair/check', text('Проверка честности результата', 'Проверьте любой результат TastyDrop прямо в браузере: серверный сид, клиентский сид, nonce и номер билета по формуле HMAC-SHA512.')],
  ['/responsible-play', text('Ответственная игра', 'Лимиты пополнений, трат и проигрыша, напоминания о времени игры, пауза и самоисключение, и куда обратиться за помощью.')],
  ['/responsible-play/settings', text('Лимиты и самоконтроль', 'Ваши лимиты пополнений, трат и проигрыша, время игры, пауза и самоисключение на TastyDrop.')],
  ['/provably-fair/settings', text('Настройки честной игры', 'Хеш активного серверного сида, ваш клиентский сид и смена пары сидов для проверки прошлых игр на TastyDrop.')],
  ['/provably-fair', FAIR_INSTRUCTIONS],
  ['/provably-fair/instructions', FAIR_INSTRUCTIONS],
  ['/admin', CONSOLE],
  ['/admin/:section', CONSOLE],
  // Every console page with an id (a player, a partner, a case, an event and its pass, a board, an experiment).
  ['/admin/:section/:id', CONSOLE],
  ['/admin/:section/:id/:part', CONSOLE],
  ['/provably-fair/case-history/:caseId', text('История открытий кейса', 'История ваших открытий кейса с данными для проверки: сиды, nonce и выпавший билет каждого открытия.')],
]);

const isPattern = (route: string): boolean => route.includes('/:');

/** Static paths are looked up first, so `/battles/create` never reaches `/battles/:battleId`. */
const STATIC = new Map([...SEO_TABLE].filter(([route]) => !isPattern(route)));
const PATTERNS = [...SEO_TABLE]
  .filter(([route]) => isPattern(route))
  .map(([route, entry]) => ({ segments: route.split('/'), entry }));

/** `https://host/faq/?x=1#y` → `/faq`: origin, query, hash, repeated and trailing slashes dropped. */
export function normalizeSeoPath(input: string): string {
  const withoutOrigin = input.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const clean = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean || '/';
}

function resolve(entry: SeoEntry, param: string): SeoText {
  return typeof entry === 'function' ? entry(param) : entry;
}

/** The client route a path belongs to (`/open/:caseName`) and its parameter, or null for an unknown path. */
export function matchRoute(path: string): { route: string; param: string } | null {
  const normalized = normalizeSeoPath(path);
  if (STATIC.has(normalized)) return { route: normalized, param: '' };
  const segments = normalized.split('/');
  for (const { segments: pattern } of PATTERNS) {
    if (pattern.length !== segments.length) continue;
    let param = '';
    const matches = pattern.every((part, i) => {
      const actual = segments[i] ?? '';
      if (part.startsWith(':')) {
        param = actual;
        return actual.length > 0;
      }
      return part === actual;
    });
    if (matches) return { route: pattern.join('/'), param };
  }
  return null;
}

/** The not-found texts of the game's site. */
export const notFoundSeo = (game: Game = 'dota'): SeoText => (game === 'cs' ? CS_NOT_FOUND_SEO : NOT_FOUND_SEO);

/** Russian title and description for a client path on the game's site; unknown paths get the not-found texts. */
export function seoFor(path: string, game: Game = 'dota'): SeoText {
  const match = matchRoute(path);
  if (!match) return notFoundSeo(game);
  if (game === 'cs') return match.route === '/' ? CS_DEFAULT_SEO : resolve(CS_SEO_TABLE.get(match.route)!, match.param);
  return resolve(SEO_TABLE.get(match.route)!, match.param);
}

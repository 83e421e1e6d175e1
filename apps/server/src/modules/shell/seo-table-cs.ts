import { buildSiteConfig } from '@tastydrop/domain';
import { brandedText, caseHeading, prettifyCaseName, type SeoEntry, type SeoText } from './seo-text.js';

/**
 * The CS site's page texts, written for Counter-Strike 2 players: the same routes as the Dota
 * table (seo-table.ts), the site's own name after each title.
 */

const text = brandedText('TastyDrop CS');

/** The main page: the CS site configuration's own SEO copy. */
export const CS_DEFAULT_SEO: SeoText = buildSiteConfig({ game: 'cs', baseUrl: '', authProviders: [] }).seo;

export const CS_NOT_FOUND_SEO = text(
  'Страница не найдена',
  'Такой страницы на TastyDrop CS нет: возможно, ссылка устарела или в адресе опечатка. Вернитесь на главную к кейсам CS2.',
);

const PRIVACY = text(
  'Политика конфиденциальности и правила акций',
  'Как TastyDrop CS собирает, использует и защищает персональные данные, а также правила событий, розыгрышей скинов CS2 и акций.',
);
const SAPPER = text(
  'Сапёр: разминируй поле и забери скины CS2',
  'Мини-игра «Сапёр» для игроков CS2: открывайте клетки, обходите заложенные бомбы и забирайте выигрыш. Каждый результат можно проверить.',
);
const NEW_CASES = text('Новые кейсы CS2 события', 'Новые кейсы CS2 текущего события TastyDrop CS: свежие скины, шанс каждого предмета и ожидаемая стоимость кейса.');
const FAIR_INSTRUCTIONS = text(
  'Как работает честная игра',
  'Как TastyDrop CS вычисляет каждый дроп, его износ (float) и StatTrak™: HMAC-SHA512, сиды, nonce и билет от 1 до 100000. Пример проверки.',
);
const PROFILE = text('Профиль игрока CS2', 'Профиль игрока TastyDrop CS: уровень, открытые кейсы, лучшие ножи и перчатки, инвентарь скинов CS2.');
const CONSOLE = text('Пульт оператора', 'Служебный раздел TastyDrop CS для сотрудников.');

/** Texts of a CS case page from the case's own title (`Кейс «Лихорадка»`). */
export function csCaseSeo(title: string): SeoText {
  const heading = caseHeading(title);
  return text(
    `${heading} CS2: открыть`,
    `Откройте ${heading.replace(/^Кейс/, 'кейс')} на TastyDrop CS: шанс каждого скина, износ и StatTrak™, ожидаемая стоимость и RTP. Вывод в Steam.`,
  );
}

function openCase(param: string): SeoText {
  const name = prettifyCaseName(param);
  if (!name) return text('Открыть кейс CS2', 'Содержимое кейса CS2: шанс каждого скина, износ и StatTrak™, ожидаемая стоимость и RTP. Вывод выигрыша в Steam.');
  return text(
    `Кейс ${name} CS2: открыть`,
    `Откройте кейс ${name} на TastyDrop CS: шанс каждого скина, износ и StatTrak™, ожидаемая стоимость и RTP. Вывод в Steam.`,
  );
}

/** Every client route of the CS site with its Russian title and description (the main page: CS_DEFAULT_SEO). */
export const CS_SEO_TABLE: ReadonlyMap<string, SeoEntry> = new Map<string, SeoEntry>([
  ['/', CS_DEFAULT_SEO],
  ['/land1', text('Открой первый кейс CS2', 'Откройте первый кейс CS2 на TastyDrop CS: ножи, перчатки, AK-47 и AWP с StatTrak™. Вход через Steam, Google или VK.')],
  ['/sapper', SAPPER],
  ['/ninja-defuse', SAPPER],
  ['/techies', SAPPER],
  ['/faq', text('Вопросы и ответы', 'Ответы на частые вопросы: аккаунт, кейсы CS2 и шансы, износ и float, честная игра, вывод скинов в Steam, пополнение, битвы и контракты.')],
  ['/stats', text('Статистика кейсов CS2: реальный RTP', 'Сколько каждый кейс CS2 на TastyDrop CS возвращает игрокам на самом деле: заявленный и фактический RTP по всем открытиям.')],
  ['/bonuses', text('Бонусы и бесплатные кейсы CS2', 'Бонусы TastyDrop CS: бесплатные и ежедневные кейсы CS2, задания за монеты, промокоды и бонусы к пополнению баланса.')],
  ['/cookies', text('Политика использования cookie', 'Какие файлы cookie использует TastyDrop CS, зачем они нужны, сколько хранятся и как управлять ими в браузере.')],
  ['/contacts', text('Контакты и служба поддержки', 'Как связаться с поддержкой TastyDrop CS, контакты для партнёров и рекламодателей, юридические данные компании.')],
  ['/upgrades', text('Апгрейд скинов CS2', 'Апгрейд скинов CS2: поставьте до 15 скинов, выберите нож, перчатки или AWP дороже и испытайте шанс. Шанс виден до броска.')],
  ['/daily-cases', text('Ежедневные бесплатные кейсы CS2', 'Забирайте бесплатные ежедневные кейсы CS2 на TastyDrop CS: чем выше ваш уровень, тем ценнее скины внутри.')],
  ['/leaderboard', text('Таблица лидеров', 'Соревнуйтесь с игроками TastyDrop CS в таблице лидеров: поднимайтесь в рейтинге и получайте скины CS2 по итогам периода.')],
  ['/offers-shop', text('Магазин предложений', 'Специальные предложения TastyDrop CS: наборы кейсов CS2 и бонусы для игроков по выгодной цене.')],
  ['/quick-sale', text('Быстрая продажа скинов CS2', 'Продайте дешёвые скины CS2 из инвентаря TastyDrop CS разом: выберите порог цены, отметьте скины и получите деньги на баланс.')],
  ['/skin-exchange', text('Обмен скинов CS2', 'Обменивайте скины CS2 из инвентаря TastyDrop CS на другие скины подходящей стоимости: оружие, ножи и перчатки.')],
  ['/user-agreement', text('Пользовательское соглашение', 'Условия использования TastyDrop CS: аккаунт, баланс и скины CS2, покупки, вывод в Steam, честная игра, ответственность и споры.')],
  ['/event', text('Событие CS2: кейсы, задания и призы', 'Участвуйте в событии TastyDrop CS: выполняйте задания пропуска, зарабатывайте монеты, открывайте кейсы события и забирайте скины CS2.')],
  ['/event/top', text('Топ игроков события', 'Рейтинг участников текущего события TastyDrop CS: места, прогресс и скины CS2 для лучших игроков.')],
  ['/event/new-cases', NEW_CASES],
  ['/newCases', NEW_CASES],
  ['/new-cases', NEW_CASES],
  ['/event/coin-cases', text('Кейсы CS2 за монеты', 'Тратьте монеты события на монетные кейсы CS2: чем выше уровень на TastyDrop CS, тем больше кейсов доступно.')],
  ['/event/raffle', text('Розыгрыш скинов CS2', 'Розыгрыш скинов CS2 среди участников события TastyDrop CS: билеты за кейсы события, победители и честная жеребьёвка.')],
  ['/event-condition', PRIVACY],
  ['/privacy-policy', PRIVACY],
  ['/top', text('Таблицы лидеров и призы', 'Таблицы лидеров TastyDrop CS: призовой фонд, ваше место и время до конца периода. Лучшие игроки получают скины CS2.')],
  ['/profile', PROFILE],
  ['/profile/:id', PROFILE],
  ['/open/:caseName', openCase],
  ['/refill', text('Пополнение баланса', 'Пополните баланс TastyDrop CS картой или другим удобным способом, чтобы открывать кейсы CS2. Бонусы к пополнению и промокоды.')],
  ['/refill/result', text('Результат пополнения', 'Статус платежа на TastyDrop CS: зачисление средств на баланс и начисленные бонусы.')],
  ['/refill/unauth', text('Войдите, чтобы пополнить баланс', 'Войдите через Steam, Google или VK либо создайте аккаунт за секунду, чтобы пополнить баланс TastyDrop CS.')],
  ['/cardform', text('Оплата банковской картой', 'Оплата банковской картой для пополнения баланса TastyDrop CS: данные карты передаются напрямую платёжному провайдеру.')],
  ['/battles', text('Битвы кейсов CS2', 'Битвы кейсов CS2: до 4 игроков открывают одинаковые кейсы, победитель забирает все скины. Присоединяйтесь или создайте свою битву.')],
  ['/battles/create', text('Создать битву кейсов CS2', 'Выберите кейсы CS2 и количество раундов, чтобы создать битву на TastyDrop CS и сразиться с другими игроками.')],
  ['/battles/details', text('Как проходят битвы кейсов CS2', 'Как устроены битвы кейсов на TastyDrop CS: места, раунды, износ выпавших скинов, определение победителя и проверка честности.')],
  ['/battles/history', text('История битв CS2', 'Завершённые битвы кейсов на TastyDrop CS: участники, выпавшие скины CS2 и победители.')],
  ['/battles/statistics', text('Статистика битв', 'Ваша статистика битв кейсов на TastyDrop CS: число битв, победы, процент побед и самый крупный выигрыш.')],
  ['/battles/:battleId', text('Битва кейсов CS2', 'Битва кейсов CS2 в реальном времени: раунды, выпавшие скины с износом и StatTrak™, итоговые суммы участников.')],
  ['/contracts', text('Контракты обмена скинов CS2', 'Вложите от 3 до 10 скинов CS2 в контракт и получите один новый скин, стоимость которого зависит от суммы вложенного.')],
  ['/provably-fair/check', text('Проверка честности результата', 'Проверьте любой дроп TastyDrop CS в браузере: серверный и клиентский сиды, nonce, билет и float износа по формуле HMAC-SHA512.')],
  ['/responsible-play', text('Ответственная игра', 'Лимиты пополнений, трат и проигрыша на TastyDrop CS, напоминания о времени игры, пауза и самоисключение, и куда обратиться за помощью.')],
  ['/responsible-play/settings', text('Лимиты и самоконтроль', 'Ваши лимиты пополнений, трат и проигрыша, время игры, пауза и самоисключение на TastyDrop CS.')],
  ['/provably-fair/settings', text('Настройки честной игры', 'Хеш активного серверного сида, ваш клиентский сид и смена пары сидов для проверки прошлых дропов на TastyDrop CS.')],
  ['/provably-fair', FAIR_INSTRUCTIONS],
  ['/provably-fair/instructions', FAIR_INSTRUCTIONS],
  ['/admin', CONSOLE],
  ['/admin/:section', CONSOLE],
  // Every console page with an id (a player, a partner, a case, an event and its pass, a board, an experiment).
  ['/admin/:section/:id', CONSOLE],
  ['/admin/:section/:id/:part', CONSOLE],
  ['/provably-fair/case-history/:caseId', text('История открытий кейса CS2', 'История ваших открытий кейса CS2 с данными для проверки: сиды, nonce, билет и float каждого дропа.')],
]);

/**
 * Battle shapes as the web reads them (spec part 1 §3, §4; part 2 §3, §7), camelCased by the API client.
 */
export type BattleStatus = 'created' | 'started' | 'finished' | 'cancelled';
export type BattleMode = '1v1' | '1v1v1' | '1v1v1v1' | '2v2';
export type BattleSort = 'date' | 'price';

export interface BattleItem {
  id: number;
  name: string;
  image: string;
  rarity: string;
  price: number;
}

export interface BattleCase {
  id: number;
  name: string;
  title: string;
  image: string;
  price: number;
  /** How many rounds of the battle open this case. */
  count: number;
}

export interface BattleMember {
  id: number;
  userId: number;
  nickname: string;
  avatar: string;
  isBot: boolean;
  /** Seat 1 to 4: 1 and 2 on the left, 3 and 4 on the right. */
  seat: number;
  team: number;
}

export interface BattleDrop {
  seat: number;
  item: BattleItem;
  ticket: number;
}

export interface BattleRound {
  /** 1-based. */
  round: number;
  caseId: number;
  drops: BattleDrop[];
}

export interface Battle {
  ulid: string;
  status: BattleStatus;
  mode: BattleMode;
  /** Lowest total wins. */
  crazy: boolean;
  isPrivate: boolean;
  creatorId: number;
  /** Entry price of one seat. */
  price: number;
  cases: BattleCase[];
  roundsCount: number;
  members: BattleMember[];
  /** Only the rounds the server has revealed. */
  rounds: BattleRound[];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string | null;
  /** When round 1 starts revealing; the server reveals one round every `roundMs`. */
  startedAt: string | null;
  roundMs: number;
  finishedAt: string | null;
  winnerSeats: number[];
  totalWin: number;
  spectators: number;
  createdAt: string;
  /** The server's clock at response time, to sync the schedule. */
  serverTime: string;
}

export interface BattleList {
  battles: Battle[];
  hasNext: boolean;
}

export interface BattleCaseSections {
  lastCases: BattleSectionCase[];
  maxRounds: number;
  sections: { id: number; name: string; cases: BattleSectionCase[] }[];
}

export interface BattleSectionCase {
  id: number;
  name: string;
  title: string;
  image: string;
  price: number;
  drops?: (BattleItem & { weight: number })[];
}

export interface BattleStatistics {
  allCount: number;
  maxWin: number;
  winsCount: number;
  winsPercent: number;
}

export interface BattleEmoji {
  battleUlid: string;
  content: string;
  memberId: number;
}

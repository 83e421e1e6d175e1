import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXPERIMENT_GOALS, rateDifference, wilsonInterval, type ExperimentGoal, type ExperimentResultsData } from '@tastydrop/domain';
import type { Db } from '../../platform/db/index.js';
import { experimentExposures, experiments, experimentUnits, openings, payments, users } from '../../platform/db/schema/index.js';
import { AppError } from '../../core/app-error.js';

type Counts = { exposures: number } & Record<ExperimentGoal, number>;

/**
 * Exposures and conversions per variant, read from the tables that own each event: a unit converts on a goal when
 * the player it belongs to (its own account, or the one that signed up on its device) registered, paid their first
 * deposit or opened a case at or after their first exposure, and before the experiment was stopped.
 */
async function countByVariant(db: Db, experimentId: number, until: Date | null): Promise<Map<string, Counts>> {
  const end = until?.toISOString() ?? null;
  const within = (column: AnyColumn | SQL) => sql`${column} >= exposed.at AND (${end}::timestamptz IS NULL OR ${column} < ${end}::timestamptz)`;
  const result = (await db.execute(sql`
    WITH exposed AS (
      SELECT ${experimentExposures.variant} AS variant, ${experimentExposures.exposedAt} AS at, ${experimentUnits.userId} AS user_id
      FROM ${experimentExposures} LEFT JOIN ${experimentUnits} ON ${experimentUnits.unitId} = ${experimentExposures.unitId}
      WHERE ${experimentExposures.experimentId} = ${experimentId}
    ), first_paid AS (
      SELECT ${payments.userId} AS user_id, min(${payments.completedAt}) AS at FROM ${payments}
      WHERE ${payments.status} = 'success' AND ${payments.userId} IN (SELECT user_id FROM exposed)
      GROUP BY ${payments.userId}
    )
    SELECT exposed.variant,
      count(*)::int AS exposures,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = exposed.user_id AND ${within(users.createdAt)}))::int AS registration,
      count(*) FILTER (WHERE ${within(sql`first_paid.at`)})::int AS first_deposit,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${openings} WHERE ${openings.userId} = exposed.user_id AND ${within(openings.createdAt)}))::int AS open
    FROM exposed LEFT JOIN first_paid ON first_paid.user_id = exposed.user_id
    GROUP BY exposed.variant
  `)) as unknown as { rows: ({ variant: string } & Counts)[] };
  return new Map(result.rows.map((r) => [r.variant, { exposures: Number(r.exposures), registration: Number(r.registration), first_deposit: Number(r.first_deposit), open: Number(r.open) }]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/admin/experiments/:id: the definition and each variant's figures with 95 % intervals, the control first. */
export async function getExperimentResults(db: Db, id: number): Promise<ExperimentResultsData> {
  const [experiment] = await db.select().from(experiments).where(eq(experiments.id, id));
  if (!experiment) throw new AppError('dataNotFound');
  const counts = await countByVariant(db, id, experiment.status === 'stopped' ? experiment.stoppedAt : null);
  const zero: Counts = { exposures: 0, registration: 0, first_deposit: 0, open: 0 };
  const control = counts.get(experiment.variants[0]!.key) ?? zero;
  const results = experiment.variants.map((variant, index) => {
    const own = counts.get(variant.key) ?? zero;
    return {
      variant: variant.key,
      exposures: own.exposures,
      goals: EXPERIMENT_GOALS.map((goal) => {
        const interval = wilsonInterval(own[goal], own.exposures);
        return {
          goal,
          conversions: own[goal],
          rate: interval && { rate: own[goal] / own.exposures, ...interval },
          difference: index === 0 ? null : rateDifference({ successes: own[goal], trials: own.exposures }, { successes: control[goal], trials: control.exposures }),
        };
      }),
    };
  });
  const { salt: _salt, updatedAt: _updated, ...definition } = experiment;
  return {
    experiment: { ...definition, startedAt: iso(experiment.startedAt), stoppedAt: iso(experiment.stoppedAt), createdAt: experiment.createdAt.toISOString() },
    results,
  };
}

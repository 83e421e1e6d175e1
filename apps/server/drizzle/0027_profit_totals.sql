-- Beside each player's available value, the value won from play and the value staked in upgrades and contracts
-- (docs/decisions/011-player-profit.md), kept by the same statement triggers, so the profit reads one row.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "inventory_values" ADD COLUMN "won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_values" ADD COLUMN "staked" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inventory_item_worth"(status text, source text, price bigint, OUT value bigint, OUT won bigint, OUT staked bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status = 'progress' THEN price ELSE 0 END,
    -- An opened pack counts by its contents, which enter as items of their own.
    CASE WHEN source IN ('Case', 'Upgrade', 'Contract', 'Battle') AND status <> 'unpacked' THEN price ELSE 0 END,
    CASE WHEN status IN ('to_upgrade', 'to_contract') THEN price ELSE 0 END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inventory_values_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement's change to each player's values, applied in player order (so two statements over
  -- the same players take their rows in the same order).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_values AS v (user_id, value, won, staked)
    SELECT user_id, sum(w.value), sum(w.won), sum(w.staked)
    FROM new_items, inventory_item_worth(status, source, price) AS w GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value, won = v.won + excluded.won, staked = v.staked + excluded.staked;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_values AS v (user_id, value, won, staked)
    SELECT user_id, sum(value), sum(won), sum(staked) FROM (
      SELECT user_id, w.value, w.won, w.staked FROM new_items, inventory_item_worth(status, source, price) AS w
      UNION ALL
      SELECT user_id, -w.value, -w.won, -w.staked FROM old_items, inventory_item_worth(status, source, price) AS w
    ) AS change GROUP BY user_id HAVING sum(value) <> 0 OR sum(won) <> 0 OR sum(staked) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value, won = v.won + excluded.won, staked = v.staked + excluded.staked;
  ELSE
    INSERT INTO inventory_values AS v (user_id, value, won, staked)
    SELECT user_id, -sum(w.value), -sum(w.won), -sum(w.staked)
    FROM old_items, inventory_item_worth(status, source, price) AS w GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value, won = v.won + excluded.won, staked = v.staked + excluded.staked;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The totals so far, with writes to the items held until this migration commits (the trigger above moves
-- every later change), so no change falls between the sum and the trigger.
LOCK TABLE "inventory_items" IN SHARE MODE;--> statement-breakpoint
INSERT INTO "inventory_values" AS v ("user_id", "value", "won", "staked")
SELECT "user_id", 0, sum(w.won), sum(w.staked) FROM "inventory_items", inventory_item_worth("status", "source", "price") AS w GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "won" = excluded."won", "staked" = excluded."staked";

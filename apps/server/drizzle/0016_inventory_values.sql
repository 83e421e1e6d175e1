CREATE TABLE "inventory_values" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_values" ADD CONSTRAINT "inventory_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "inventory_values_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement's change to each player's available value, applied in player order (so two
  -- statements over the same players take their rows in the same order).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_values AS v (user_id, value)
    SELECT user_id, sum(price) FROM new_items WHERE status = 'progress' GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inventory_values AS v (user_id, value)
    SELECT user_id, sum(delta) FROM (
      SELECT user_id, price AS delta FROM new_items WHERE status = 'progress'
      UNION ALL
      SELECT user_id, -price FROM old_items WHERE status = 'progress'
    ) AS change GROUP BY user_id HAVING sum(delta) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value;
  ELSE
    INSERT INTO inventory_values AS v (user_id, value)
    SELECT user_id, -sum(price) FROM old_items WHERE status = 'progress' GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = v.value + excluded.value;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_values_insert" AFTER INSERT ON "inventory_items" REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "inventory_values_apply"();--> statement-breakpoint
CREATE TRIGGER "inventory_values_update" AFTER UPDATE ON "inventory_items" REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "inventory_values_apply"();--> statement-breakpoint
CREATE TRIGGER "inventory_values_delete" AFTER DELETE ON "inventory_items" REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "inventory_values_apply"();--> statement-breakpoint
INSERT INTO "inventory_values" ("user_id", "value")
SELECT "user_id", sum("price") FROM "inventory_items" WHERE "status" = 'progress' GROUP BY "user_id";

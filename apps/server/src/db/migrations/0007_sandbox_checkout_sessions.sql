CREATE TABLE "sandbox_checkout_sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"customer_id" varchar(64),
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"mode" varchar(16) NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"payment_intent_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_customer_idx" ON "sandbox_checkout_sessions" USING btree ("customer_id","created_at");
CREATE TABLE "mail_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_requests_recipient_idx" ON "mail_requests" USING btree ("recipient_hash","created_at");--> statement-breakpoint
CREATE INDEX "mail_requests_created_at_idx" ON "mail_requests" USING btree ("created_at");
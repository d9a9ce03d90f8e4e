ALTER TABLE "users" ADD COLUMN "loan_calendar_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_loan_calendar_token_unique" UNIQUE("loan_calendar_token");
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"fine_ids" integer[] NOT NULL,
	"amount_ore" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"merchant_id" text NOT NULL,
	"response_code" text,
	"authorization_id" text,
	"batch_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "test_terminal_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_number" text NOT NULL,
	"amount_ore" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"authorization_id" text,
	"batch_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"birth_year" smallint,
	"death_year" smallint,
	"nationality" text,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"link_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"campaign_type" text NOT NULL,
	"vertical_placement" text,
	"screens" text[] DEFAULT '{}'::text[] NOT NULL,
	"screen_presentation_type" text DEFAULT 'image' NOT NULL,
	"image_url" text,
	"image_vertical_url" text,
	"image_horizontal_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"library_id" integer,
	"image_url" text,
	"bio" text DEFAULT '' NOT NULL,
	CONSTRAINT "employees_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"library_id" integer,
	"location" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"target_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"info_screen_image_url" text,
	"highlight" boolean DEFAULT false NOT NULL,
	"private_event" boolean DEFAULT false NOT NULL,
	"dont_show_on_web" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"price" text,
	"registration_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_items" (
	"list_id" integer NOT NULL,
	"record_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_items_list_id_record_id_pk" PRIMARY KEY("list_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_ore" integer NOT NULL,
	"reason" text NOT NULL,
	"loan_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"barcode" text NOT NULL,
	"publication_id" integer NOT NULL,
	"library_id" integer NOT NULL,
	"shelf_location" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"loanable" boolean DEFAULT true NOT NULL,
	"reservable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"cicero_id" text,
	"is_pickup_branch" boolean DEFAULT true NOT NULL,
	"signature" text NOT NULL,
	"extended_opening_hours" boolean DEFAULT false NOT NULL,
	"merapent_only_with_oslonokkel" boolean DEFAULT false NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text DEFAULT 'Oslo' NOT NULL,
	"phone" text,
	"email" text,
	"description" text DEFAULT '' NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"wifi_network" text,
	"wifi_password" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "libraries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "library_service_libraries" (
	"service_id" integer NOT NULL,
	"library_id" integer NOT NULL,
	CONSTRAINT "library_service_libraries_service_id_library_id_pk" PRIMARY KEY("service_id","library_id")
);
--> statement-breakpoint
CREATE TABLE "library_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_form" text NOT NULL,
	"target_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"user_id" integer NOT NULL,
	"record_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_record_id_pk" PRIMARY KEY("user_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"loaned_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"renewals" smallint DEFAULT 0 NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"library_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"is_open" boolean NOT NULL,
	"open_from" time,
	"open_to" time,
	"manned_from" time,
	"manned_to" time,
	CONSTRAINT "opening_hours_library_id_day_of_week_pk" PRIMARY KEY("library_id","day_of_week")
);
--> statement-breakpoint
CREATE TABLE "opening_hours_exceptions" (
	"library_id" integer NOT NULL,
	"date" date NOT NULL,
	"is_open" boolean NOT NULL,
	"open_from" time,
	"open_to" time,
	"manned_from" time,
	"manned_to" time,
	"reason" text NOT NULL,
	CONSTRAINT "opening_hours_exceptions_library_id_date_pk" PRIMARY KEY("library_id","date")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" text NOT NULL,
	"work_id" integer NOT NULL,
	"title" text NOT NULL,
	"media_type" text NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"publication_year" smallint,
	"publisher" text,
	"isbn" text,
	"ean" text,
	"extent" text,
	"age_limit" smallint,
	"cover_url" text,
	"publisher_series_id" integer,
	"publisher_series_number" smallint,
	"serial_id" integer,
	"issue_label" text,
	"remote_reservable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publications_record_id_unique" UNIQUE("record_id")
);
--> statement-breakpoint
CREATE TABLE "publisher_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"work_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"pickup_library_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"item_id" integer,
	"activation_date" date,
	"expiry_date" date,
	"pickup_number" text,
	"pickup_deadline" date,
	"remote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"capacity" integer NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"booking_info" text DEFAULT '' NOT NULL,
	"price_info" text
);
--> statement-breakpoint
CREATE TABLE "screen_layouts" (
	"name" text PRIMARY KEY NOT NULL,
	"slides" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"library_id" integer NOT NULL,
	"layout" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"issn" text,
	"publisher" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_list_items" (
	"list_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "staff_list_items_list_id_work_id_pk" PRIMARY KEY("list_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "staff_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"media_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text,
	"pin_hash" text,
	"national_id" text,
	"staff_subject" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"email" text,
	"phone_number" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"receive_email" boolean DEFAULT true NOT NULL,
	"receive_sms" boolean DEFAULT false NOT NULL,
	"preferred_pickup_branch" text,
	"category" text DEFAULT 'voksen' NOT NULL,
	"roles" text[] DEFAULT '{DEICH_BORROWER}'::text[] NOT NULL,
	"block_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"ill_library" boolean DEFAULT false NOT NULL,
	"keep_loan_history" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_card_number_unique" UNIQUE("card_number"),
	CONSTRAINT "users_national_id_unique" UNIQUE("national_id"),
	CONSTRAINT "users_staff_subject_unique" UNIQUE("staff_subject")
);
--> statement-breakpoint
CREATE TABLE "work_agents" (
	"work_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "work_agents_work_id_agent_id_role_pk" PRIMARY KEY("work_id","agent_id","role")
);
--> statement-breakpoint
CREATE TABLE "work_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"original_title" text,
	"description" text DEFAULT '' NOT NULL,
	"first_publication_year" smallint,
	"fiction" boolean NOT NULL,
	"audience" text DEFAULT 'voksen' NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"composition_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_series_id" integer,
	"work_series_position" smallint,
	"creator_names" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('nb_unaccent', coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || coalesce(original_title, '')), 'A') || setweight(to_tsvector('nb_unaccent', coalesce(creator_names, '')), 'A') || setweight(to_tsvector('nb_unaccent', text_array_to_string(subjects) || ' ' || text_array_to_string(genres)), 'B') || setweight(to_tsvector('nb_unaccent', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_list_id_favourite_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favourite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_lists" ADD CONSTRAINT "favourite_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fines" ADD CONSTRAINT "fines_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_service_libraries" ADD CONSTRAINT "library_service_libraries_service_id_library_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."library_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_service_libraries" ADD CONSTRAINT "library_service_libraries_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours_exceptions" ADD CONSTRAINT "opening_hours_exceptions_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_publisher_series_id_publisher_series_id_fk" FOREIGN KEY ("publisher_series_id") REFERENCES "public"."publisher_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pickup_library_id_libraries_id_fk" FOREIGN KEY ("pickup_library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_layout_screen_layouts_name_fk" FOREIGN KEY ("layout") REFERENCES "public"."screen_layouts"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_list_items" ADD CONSTRAINT "staff_list_items_list_id_staff_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."staff_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_list_items" ADD CONSTRAINT "staff_list_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_lists" ADD CONSTRAINT "staff_lists_created_by_id_employees_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_agents" ADD CONSTRAINT "work_agents_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_agents" ADD CONSTRAINT "work_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_work_series_id_work_series_id_fk" FOREIGN KEY ("work_series_id") REFERENCES "public"."work_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agents_name_trgm" ON "agents" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_start" ON "events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "events_library" ON "events" USING btree ("library_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_lists_user_name" ON "favourite_lists" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "fines_user" ON "fines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "items_publication" ON "items" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "items_library_status" ON "items" USING btree ("library_id","status");--> statement-breakpoint
CREATE INDEX "loans_user_open" ON "loans" USING btree ("user_id") WHERE returned_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loans_item_open" ON "loans" USING btree ("item_id") WHERE returned_at is null;--> statement-breakpoint
CREATE INDEX "publications_work" ON "publications" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "publications_media_type" ON "publications" USING btree ("media_type");--> statement-breakpoint
CREATE INDEX "publications_serial" ON "publications" USING btree ("serial_id");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_queue" ON "reservations" USING btree ("publication_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_item_active" ON "reservations" USING btree ("item_id") WHERE status in ('in_transit', 'ready_for_pickup');--> statement-breakpoint
CREATE INDEX "work_agents_agent" ON "work_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "works_search_vector" ON "works" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "works_title_trgm" ON "works" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);
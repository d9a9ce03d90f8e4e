CREATE TABLE "audio_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"duration_seconds" integer,
	"image_url" text,
	"event_id" integer,
	"service_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_videos" ADD CONSTRAINT "audio_videos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_videos" ADD CONSTRAINT "audio_videos_service_id_library_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."library_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_videos_service" ON "audio_videos" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "audio_videos_event" ON "audio_videos" USING btree ("event_id");
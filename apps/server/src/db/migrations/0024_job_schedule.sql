CREATE TABLE "job_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_by" text NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);

DROP TABLE "task_activity" CASCADE;

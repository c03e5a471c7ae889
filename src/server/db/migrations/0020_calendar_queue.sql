-- The calendar's messages (day-before reminders, credential notices) run from the job queue's schedule, once per
-- slot whatever the number of instances (docs/decisions/065-notifications.md): their queue. No retries: the next
-- slot, ten minutes later, does the same work again, and what it queues is keyed by its day.
SELECT pgboss.create_queue('calendar', '{"policy":"singleton","retryLimit":0,"retryDelay":0,"retryBackoff":false,"expireInSeconds":300,"retentionMinutes":1440}');

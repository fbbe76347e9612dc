-- Large payloads of the Socket.IO PostgreSQL adapter, which carries live events between app
-- processes through LISTEN/NOTIFY (used when DATABASE_URL is set).
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);

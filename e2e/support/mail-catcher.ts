// The browser tests' inbox: a real SMTP server the site sends its e-mails to, and a small HTTP view of
// what arrived (GET /messages), which the tests read codes and links from. Each test worker starts its
// own, beside its own server (support/site.ts).
import { once } from 'node:events';
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';

export interface MailCatcher {
  /** http://127.0.0.1:PORT: GET /health, GET /messages. */
  url: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(smtpPort: number, httpPort: number): Promise<MailCatcher> {
  const capture = await startSmtpCapture(smtpPort);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    if (url.pathname === '/messages') {
      const messages = capture.messages.map(({ to, subject, text, html, headers }) => ({
        to,
        subject,
        text,
        html,
        headers,
      }));
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(messages));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  server.listen(httpPort, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${httpPort}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await capture.stop();
    },
  };
}

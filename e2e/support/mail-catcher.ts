// The browser tests' inbox: a real SMTP server the site sends its e-mails to, and a small HTTP view of
// what arrived (GET /messages), which the tests read codes and links from. Started by playwright.config.ts.
import { createServer } from 'node:http';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';

const smtpPort = Number(process.env.MAIL_SMTP_PORT ?? 4325);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 4326);

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

const stop = () => {
  server.close();
  void capture.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

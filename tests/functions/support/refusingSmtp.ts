/**
 * An SMTP server in front of MailDev that refuses chosen recipients for good (550 at RCPT
 * TO), as a provider answers for a mailbox that does not exist; every message it accepts
 * goes on to MailDev unchanged, so tests still read it there. MailDev itself accepts any
 * address. It offers no PIPELINING, so nodemailer sends one command at a time.
 */
import { createServer, type Socket } from "node:net";
import { createTransport } from "nodemailer";
import { MAILDEV_SMTP_PORT } from "../../../scripts/maildev.ts";

export interface RefusingSmtp {
  /** For SMTP_URL. */
  url: string;
  /** Every RCPT TO address asked for, refused or not, in order. */
  recipients: string[];
  close(): Promise<void>;
}

const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? "";

export async function startRefusingSmtp(refuse: (recipient: string) => boolean): Promise<RefusingSmtp> {
  const recipients: string[] = [];
  const maildev = createTransport({ host: "127.0.0.1", port: MAILDEV_SMTP_PORT, secure: false, ignoreTLS: true });
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    // Bytes as they are: the message is handed on to MailDev untouched.
    socket.setEncoding("latin1");
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let from = "";
    let to: string[] = [];
    let data: string[] | null = null;
    let buffer = "";

    const handle = (line: string) => {
      if (data) {
        if (line !== ".") {
          data.push(line.startsWith(".") ? line.slice(1) : line);
          return;
        }
        const raw = Buffer.from(`${data.join("\r\n")}\r\n`, "latin1");
        data = null;
        maildev.sendMail({ envelope: { from, to }, raw }).then(
          () => reply("250 2.0.0 Queued"),
          () => reply("451 4.3.0 MailDev did not take it"),
        );
        return;
      }
      const verb = line.split(" ")[0].toUpperCase();
      if (verb === "EHLO" || verb === "HELO") reply("250 refusing.test");
      else if (verb === "MAIL") {
        from = address(line);
        to = [];
        reply("250 2.1.0 OK");
      } else if (verb === "RCPT") {
        const recipient = address(line);
        recipients.push(recipient);
        if (refuse(recipient)) reply("550 5.1.1 No such mailbox here");
        else {
          to.push(recipient);
          reply("250 2.1.5 OK");
        }
      } else if (verb === "DATA") {
        if (to.length === 0) reply("554 5.5.1 No valid recipients");
        else {
          data = [];
          reply("354 End data with <CR><LF>.<CR><LF>");
        }
      } else if (verb === "RSET" || verb === "NOOP") {
        if (verb === "RSET") to = [];
        reply("250 2.0.0 OK");
      } else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else reply("502 5.5.2 Not implemented");
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        handle(line);
      }
    });
    reply("220 refusing.test ESMTP");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        maildev.close();
        server.close(() => resolve());
      }),
  };
}

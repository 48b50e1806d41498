// §3 Message is_read: 1 is read; any other number is unread. Free of zod, so the shell's bell can use it.

export function isRead(message: { is_read: number }): boolean {
  return message.is_read === 1;
}

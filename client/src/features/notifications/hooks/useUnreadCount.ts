// §4 the bell's active marker shows when pending rewards or unread messages exist. Until the rewards and
// messages features land there is nothing unread; they will count here, and the bell already reads it.
export function useUnreadCount(): number {
  return 0;
}

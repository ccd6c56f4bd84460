export default function TicketsCard() {
  return null;
}

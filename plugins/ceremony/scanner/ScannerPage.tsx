export default function ScannerPage() {
  return null;
}

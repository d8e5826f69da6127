// Placeholder: replaced by the real cart drawer.
export default function CartDrawer() {
  return null;
}

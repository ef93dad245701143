export function Logo() {
  return (
    // narrower than its 5:1 box (a phone's top bar, TopBar.css), it shows its left end: the mark
    <svg
      className="logo"
      viewBox="0 0 120 24"
      preserveAspectRatio="xMinYMid slice"
      role="img"
      aria-label="Oxide"
    >
      <rect
        x="1"
        y="3"
        width="18"
        height="18"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <text x="26" y="18" fontSize="17" fontWeight="700" fill="currentColor">
        OXIDE
      </text>
    </svg>
  )
}

import rackImage from '../assets/rack.svg'

/** Login pages: a populated rack on the left (hidden on narrow screens), the form on the right. */
export function SplitLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="split-layout">
      {/* a landmark of its own, so no content of the page sits outside one */}
      <aside className="split-layout-hero">
        <img src={rackImage} alt="A populated Oxide rack" />
      </aside>
      <main className="split-layout-content">{children}</main>
    </div>
  )
}

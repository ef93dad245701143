import rackImage from '../assets/rack.svg'

/** Login pages: a populated rack on the left (hidden on narrow screens), the form on the right. */
export function SplitLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="split-layout">
      <div className="split-layout-hero">
        <img src={rackImage} alt="A populated Oxide rack" />
      </div>
      <main className="split-layout-content">{children}</main>
    </div>
  )
}

import { Logo } from '../components/Logo'

/** Device login and other single-card pages: a dark gradient with the logo. */
export function CentredLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="centred-layout">
      <Logo />
      <main className="centred-layout-card">{children}</main>
    </div>
  )
}

import { act, render, screen, within } from '@testing-library/react'
import { addToast } from '~/machines/toaster'
import { Toasts } from './Toasts'

// This file's modules are its own: nothing has loaded the toast queue before the test does.
describe('Toasts', () => {
  it('renders nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<Toasts />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull()

    // never dismissed by itself: the modules are transformed on demand here, which can take
    // longer than a toast's 5 s on a busy machine
    addToast({ title: 'Project created', content: 'web is ready', timeout: null })
    // the queue's and the view's modules load (the view's imports the queue's), then render
    await act(() => import('./ToastsView'))
    const toast = await screen.findByRole('status', {}, { timeout: 10_000 })
    expect(within(toast).getByText('Project created')).toBeTruthy()
    expect(within(toast).getByText('web is ready')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()
  }, 20_000)
})

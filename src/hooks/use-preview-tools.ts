import { createContext, useContext } from 'react'
import type { PreviewTools } from '~/mirage/preview-tools'

/**
 * The running mock's tools in mock builds (main.tsx provides them after starting the mock);
 * undefined against a real API.
 */
export const PreviewToolsContext = createContext<PreviewTools | undefined>(undefined)

export const usePreviewTools = () => useContext(PreviewToolsContext)

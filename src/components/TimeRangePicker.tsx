/**
 * The time range picker of the charts (the utilization pages, an instance's metrics): a span
 * back from now or a custom start and end, kept in the URL query (src/util/time-range.ts).
 */
import type { ZonedDateTime } from '@internationalized/date'
import { Button } from '@react-spectrum/s2/Button'
import { DatePicker } from '@react-spectrum/s2/DatePicker'
import { Picker, PickerItem } from '@react-spectrum/s2/Picker'
import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import {
  customRangeProblem,
  fromPickerValue,
  type PresetRangeId,
  presetRanges,
  type RangeChoice,
  rangeBounds,
  searchWithTimeRange,
  type TimeRange,
  toPickerValue,
} from '@/util/time-range'

/**
 * Replaces the URL query with what `change` makes of it: a new range, scope or tab is a new view
 * of the page, not a step to go back through.
 */
export function useReplaceSearch() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  return (change: (search: string) => string) => {
    const next = change(search)
    navigate(next ? `${location}?${next}` : location, { replace: true })
  }
}

/**
 * The picker of a span back from now, or a custom start and end applied with a button;
 * `defaultRange` is the page's default, which the URL leaves out.
 */
export function TimeRangePicker({
  range,
  defaultRange,
}: {
  range: TimeRange
  defaultRange?: PresetRangeId
}) {
  const replaceSearch = useReplaceSearch()
  const setRange = (next: TimeRange) =>
    replaceSearch((search) => searchWithTimeRange(search, next, defaultRange))
  return (
    <>
      <Picker
        label="Time range"
        value={range.choice}
        onChange={(key) => {
          const choice = String(key) as RangeChoice
          if (choice === range.choice) return
          if (choice !== 'custom') return setRange({ choice })
          // a custom range starts as the span on show, ready to be adjusted
          const { start, end } = rangeBounds(range, Date.now())
          setRange({ choice, start, end })
        }}
      >
        {[
          ...presetRanges.map((preset) => (
            <PickerItem key={preset.id} id={preset.id}>
              {preset.label}
            </PickerItem>
          )),
          <PickerItem key="custom" id="custom">
            Custom
          </PickerItem>,
        ]}
      </Picker>
      {range.choice === 'custom' && (
        <CustomRangeFields
          key={`${range.start.toISOString()} ${range.end.toISOString()}`}
          range={range}
          onApply={setRange}
        />
      )}
    </>
  )
}

function CustomRangeFields({
  range,
  onApply,
}: {
  range: { start: Date; end: Date }
  onApply: (range: TimeRange) => void
}) {
  const [start, setStart] = useState<ZonedDateTime | null>(toPickerValue(range.start))
  const [end, setEnd] = useState<ZonedDateTime | null>(toPickerValue(range.end))
  const [problem, setProblem] = useState<string>()
  const apply = () => {
    const startDate = fromPickerValue(start)
    const endDate = fromPickerValue(end)
    const reason = customRangeProblem(startDate, endDate, Date.now())
    setProblem(reason)
    if (!reason && startDate && endDate)
      onApply({ choice: 'custom', start: startDate, end: endDate })
  }
  // S2's date and time pickers, to the minute, on the 24-hour clock the printed range uses, each
  // naming the time zone its value is in
  return (
    <form
      className="time-range-custom"
      aria-label="Custom time range"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      <DatePicker
        label="Start"
        granularity="minute"
        hourCycle={24}
        value={start}
        onChange={setStart}
      />
      <DatePicker
        label="End"
        granularity="minute"
        hourCycle={24}
        value={end}
        onChange={setEnd}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
        validationBehavior="aria"
      />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  )
}

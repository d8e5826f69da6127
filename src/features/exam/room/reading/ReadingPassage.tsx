import BorderColorIcon from '@mui/icons-material/BorderColor';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Highlight } from '@contract/exams/answers';
import type { PassageStimulus } from '@contract/exams/form';
import type { Static } from 'typebox';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRoom } from '../../model/roomSelectors';
import { changeHighlights } from '../../model/roomThunks';
import { addHighlight, runsOf, selectionOffsets } from './highlightRanges';
import { HighlightNotes } from './HighlightNotes';
import { NoteDialog } from './NoteDialog';

type Passage = Static<typeof PassageStimulus>;
type Selected = { paragraph: number; start: number; end: number };

const EMPTY: Highlight[] = [];

/**
 * A reading passage the candidate can mark: select text, then Highlight (or Highlight with a
 * note). Highlights and notes are saved with the answers (SavedHighlights) and listed below.
 */
export function ReadingPassage({ partId, passage }: { partId: string; passage: Passage }) {
  const dispatch = useAppDispatch();
  const highlights = useAppSelector(
    (state) => selectRoom(state).highlights[partId]?.highlights ?? EMPTY,
  );
  const locked = useAppSelector((state) => selectRoom(state).halted !== null);
  const paragraphRefs = useRef<Array<HTMLElement | null>>([]);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [noteFor, setNoteFor] = useState<{ index: number | null; draft: Selected | null } | null>(
    null,
  );

  useEffect(() => {
    const read = () => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0 || selection.isCollapsed)
        return setSelected(null);
      const range = selection.getRangeAt(0);
      for (const [paragraph, element] of paragraphRefs.current.entries()) {
        const offsets = element && selectionOffsets(element, range);
        if (offsets) return setSelected({ paragraph, ...offsets });
      }
      setSelected(null);
    };
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, []);

  const save = (list: Highlight[]) => void dispatch(changeHighlights({ partId, highlights: list }));
  const highlight = (note?: string) => {
    if (!selected) return;
    save(addHighlight(highlights, { ...selected, ...(note ? { note } : {}) }));
    document.getSelection()?.removeAllRanges();
    setSelected(null);
  };

  return (
    <Box component="article" aria-labelledby={`${partId}-title`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          py: 1,
          flexWrap: 'wrap',
        }}
        role="toolbar"
        aria-label="Passage tools"
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<BorderColorIcon />}
          disabled={!selected || locked}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => highlight()}
        >
          Highlight
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<NoteAddIcon />}
          disabled={!selected || locked}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setNoteFor({ index: null, draft: selected })}
        >
          Highlight with note
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
          {selected ? 'Text selected' : 'Select text in the passage to highlight it'}
        </Typography>
      </Stack>
      <Typography
        id={`${partId}-title`}
        variant="h2"
        sx={{ fontSize: '1.35em', fontWeight: 700, mt: 1 }}
      >
        {passage.title}
      </Typography>
      {passage.subtitle ? (
        <Typography sx={{ fontStyle: 'italic', mb: 1 }}>{passage.subtitle}</Typography>
      ) : null}
      {passage.paragraphs.map((paragraph, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, my: 1.5 }}>
          {paragraph.label ? (
            <Box component="span" sx={{ fontWeight: 700, minWidth: '1.2em' }}>
              {paragraph.label}
            </Box>
          ) : null}
          <Box
            component="p"
            ref={(element: HTMLElement | null) => {
              paragraphRefs.current[index] = element;
            }}
            sx={{ m: 0, lineHeight: 1.7, '& mark': { bgcolor: '#ffe066', color: '#000', px: 0 } }}
          >
            {runsOf(paragraph.text, index, highlights).map((run, i) =>
              run.highlight === null ? (
                <span key={i}>{run.text}</span>
              ) : (
                <mark key={i} title={highlights[run.highlight]?.note}>
                  {run.text}
                </mark>
              ),
            )}
          </Box>
        </Box>
      ))}
      <HighlightNotes
        passage={passage}
        highlights={highlights}
        locked={locked}
        onRemove={(index) => save(highlights.filter((_, i) => i !== index))}
        onEditNote={(index) => setNoteFor({ index, draft: null })}
      />
      <NoteDialog
        open={noteFor !== null}
        initial={noteFor?.index != null ? (highlights[noteFor.index]?.note ?? '') : ''}
        onClose={() => setNoteFor(null)}
        onSave={(note) => {
          if (noteFor?.index != null)
            save(highlights.map((h, i) => (i === noteFor.index ? { ...h, note } : h)));
          else if (noteFor?.draft) {
            save(addHighlight(highlights, { ...noteFor.draft, ...(note ? { note } : {}) }));
            document.getSelection()?.removeAllRanges();
          }
          setNoteFor(null);
        }}
      />
    </Box>
  );
}

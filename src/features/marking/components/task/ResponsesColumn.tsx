import type { MarkingTask } from '@contract/examTypes';
import { useAppSelector } from '@/store/hooks';
import { selectSheet } from '../../model/markingSheetSlice';
import { EssayResponse } from '../responses/EssayResponse';
import type { NumberedNote } from '../responses/NoteList';
import { SpeakingResponses } from '../responses/SpeakingResponses';

/** Each unit's responses: essays with their notes, or the speaking test's recordings. */
export function ResponsesColumn({ task, editable }: { task: MarkingTask; editable: boolean }) {
  const sheet = useAppSelector(selectSheet);
  return (
    <>
      {task.units.map((unit) => {
        const annotations =
          sheet.units.find((entry) => entry.unitId === unit.unitId)?.annotations ?? [];
        const notes: NumberedNote[] = annotations.map((annotation, index) => ({
          annotation,
          index,
          number: index + 1,
        }));
        const speech = unit.responses.filter((response) => response.type === 'speech');
        const essays = unit.responses.filter((response) => response.type === 'essay');
        return (
          <div key={unit.unitId}>
            {essays.map((response) => (
              <EssayResponse
                key={response.questionId}
                unitId={unit.unitId}
                title={
                  essays.length > 1 ? `${unit.title}, question ${response.number}` : unit.title
                }
                response={response}
                notes={notes}
                editable={editable}
              />
            ))}
            {speech.length > 0 && (
              <SpeakingResponses
                unitId={unit.unitId}
                title={unit.title}
                responses={speech}
                notes={notes}
                transcript={task.signals?.transcript}
                editable={editable}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

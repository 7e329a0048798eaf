import Router from '@koa/router';
import { access, anyUser, currentUser, findOr404, onBehalfOf } from '@progression/service-kit';
import type { Clients } from '../../clients';
import { Note } from '../../models/note';
import { presentNote } from '../../models/note.presenter';
import { policies } from '../../policies';
import { createNote, listNotes, noteById, updateNote } from './schema';

/** `/rest/api/note`: the caller's notes on the games they play in. */
export function notesRouter({ clients }: { clients: Clients }): Router {
  const router = new Router({ prefix: '/rest/api/note' });

  router.get('/', listNotes, async (ctx) => {
    const { query } = listNotes.input(ctx);
    const notes = await Note.find({ gameId: query.gameId, ...policies.visibleNotes(currentUser(ctx)) })
      .sort({ createdAt: -1 })
      .limit(200);
    ctx.body = { notes: notes.map(presentNote) };
  });

  // The game is named in the body: whether the caller plays in it is asked after it is read.
  router.post('/', anyUser, createNote, async (ctx) => {
    const { body } = createNote.input(ctx);
    const game = await clients.games.gameOfCaller(body.gameId, onBehalfOf(ctx));
    policies.assertMayWriteOn(game);
    const note = await Note.create({ gameId: game.id, authorId: currentUser(ctx).id, text: body.text });
    ctx.status = 201;
    ctx.body = presentNote(note);
  });

  // Who may change the note is checked before the new text is read (a refused caller learns no rules).
  const changeableNote = access(async (ctx) => {
    const { id } = noteById.input(ctx).params;
    const note = await findOr404(Note, { _id: id, ...policies.visibleNotes(currentUser(ctx)) });
    policies.assertMayChange(note);
    return note;
  });
  router.put('/:id', noteById, changeableNote, updateNote, async (ctx) => {
    const { body } = updateNote.input(ctx);
    const note = changeableNote.of(ctx);
    note.text = body.text;
    await note.save();
    ctx.body = presentNote(note);
  });

  router.delete('/:id', noteById, async (ctx) => {
    const { params } = noteById.input(ctx);
    const note = await findOr404(Note, { _id: params.id, ...policies.visibleNotes(currentUser(ctx)) });
    await note.deleteOne();
    ctx.status = 204;
  });

  return router;
}

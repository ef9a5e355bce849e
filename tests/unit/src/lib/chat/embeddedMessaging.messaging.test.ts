import {isThankYouText, readMessageEntry} from '@site/src/lib/chat/embeddedMessaging';
import {THANK_YOU} from '@site/tests/helpers/chatHarness';

describe('embedded-messaging events', () => {
  test('message entries are read from the embedded-messaging event detail', () => {
    const detail = (role: string, text: unknown, appType?: string) => ({
      conversationEntry: {
        sender: {role, appType},
        entryPayload: JSON.stringify({abstractMessage: {staticContent: {formatType: 'Text', text}}}),
      },
    });
    expect(readMessageEntry(detail('Chatbot', THANK_YOU))).toEqual({automated: true, text: THANK_YOU});
    expect(readMessageEntry(detail('System', 'x'))).toEqual({automated: true, text: 'x'});
    expect(readMessageEntry(detail('Agent', 'hi', 'chatbot'))).toEqual({automated: true, text: 'hi'});
    expect(readMessageEntry(detail('Agent', 'hi'))).toEqual({automated: false, text: 'hi'});
    expect(readMessageEntry(detail('EndUser', 'thanks'))).toEqual({automated: false, text: 'thanks'});
    expect(readMessageEntry(detail('Chatbot', 42))).toBeNull();
    expect(readMessageEntry({conversationEntry: {sender: {role: 'Chatbot'}, entryPayload: '{not json'}})).toBeNull();
    expect(readMessageEntry(null)).toBeNull();
    expect(readMessageEntry('x')).toBeNull();
  });

  test('thank-you texts are matched case-insensitively on normalised whitespace', () => {
    expect(isThankYouText(THANK_YOU)).toBe(true);
    expect(isThankYouText('  KÖSZÖNJÜK,   hogy felvette velünk a kapcsolatot.')).toBe(true);
    expect(isThankYouText('Thank you for contacting GGPoker Support.')).toBe(true);
    expect(isThankYouText('Köszönjük a türelmét, egy munkatárs hamarosan csatlakozik.')).toBe(false);
    expect(isThankYouText('')).toBe(false);
  });
});

import { graphql } from '../gql/index.ts';

/** What the messages section needs of the event: its id, its reminder setting, and its ticket types to choose from. */
export const MessagesEventQuery = graphql(`
  query MessagesEvent($slug: String!) {
    event(slug: $slug) {
      id
      reminderHours
      ticketTypes {
        id
        name
      }
    }
  }
`);

/** A message's facts and progress: what the list shows, and what each message of its subscription carries. */
export const MessageRow_MessageFragment = graphql(`
  fragment MessageRow_message on Message {
    id
    kind
    subject
    audience
    status
    recipientCount
    sent
    pending
    failed
    createdByName
    createdAt
  }
`);

/** The event's messages, newest first. */
export const EventMessagesQuery = graphql(`
  query EventMessages($eventId: ID!) {
    eventMessages(eventId: $eventId) {
      ...MessageRow_message
    }
  }
`);

/** One message's progress, now and after each change, over SSE. */
export const MessageChangedSubscription = graphql(`
  subscription MessageChanged($id: ID!) {
    messageChanged(id: $id) {
      ...MessageRow_message
    }
  }
`);

/** A message's recipients, 50 a page; failed ones first with onlyProblems. */
export const MessageRecipientsQuery = graphql(`
  query MessageRecipients($messageId: ID!, $after: String, $onlyProblems: Boolean) {
    messageRecipients(messageId: $messageId, after: $after, onlyProblems: $onlyProblems) {
      items {
        email
        orderId
        orderCode
        status
        sentAt
        error
      }
      nextCursor
    }
  }
`);

/** The message as it would be mailed, and to how many. */
export const MessagePreviewQuery = graphql(`
  query MessagePreview($eventId: ID!, $input: MessageInput!) {
    messagePreview(eventId: $eventId, input: $input) {
      subject
      html
      recipientCount
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($eventId: ID!, $input: MessageInput!, $ratePerMinute: Int) {
    sendMessage(eventId: $eventId, input: $input, ratePerMinute: $ratePerMinute) {
      id
      subject
      recipientCount
      ...MessageRow_message
    }
  }
`);

export const SendTestMessageMutation = graphql(`
  mutation SendTestMessage($eventId: ID!, $input: MessageInput!) {
    sendTestMessage(eventId: $eventId, input: $input)
  }
`);

export const SetReminderHoursMutation = graphql(`
  mutation SetReminderHours($eventId: ID!, $hours: Int!) {
    setReminderHours(eventId: $eventId, hours: $hours) {
      id
      reminderHours
    }
  }
`);
